// Where the web app keeps state. Each zustand store owns its state: it never reads or changes another store
// (a flow that spans stores, such as the order wizard's, lives in a module of its own that the stores never
// import). And no module keeps loose state beside its stores: what the editor's pipeline and the kept wizard
// remember belongs to one object each, made once for the page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleState } from '../../scripts/lib/module-state.mjs';

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The stores `source` makes, and every other store it reads or changes ("useX.getState"), by name. */
export function storeReach(source: string): { stores: string[]; reaches: string[] } {
  if (!/from 'zustand'/.test(source)) return { stores: [], reaches: [] };
  const stores = [...source.matchAll(/\bconst (use[A-Z]\w*)\s*=\s*create\b/g)].map((m) => m[1]);
  const reaches = [...source.matchAll(/\b(use[A-Z]\w*)\.(getState|setState)\(/g)]
    .filter((m) => !stores.includes(m[1]))
    .map((m) => `${m[1]}.${m[2]}`);
  return { stores, reaches: [...new Set(reaches)] };
}

const FLOW = path.join(SRC, 'features/order/flow.ts');

describe('stores', () => {
  const files = sources(SRC).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
  const storeFiles = files.filter(({ source }) => storeReach(source).stores.length > 0);

  it('are found (the scan reads the stores the app has)', () => {
    const names = storeFiles.flatMap(({ source }) => storeReach(source).stores);
    expect(names).toEqual(expect.arrayContaining(['useCart', 'useSession', 'useWizard', 'useEditor', 'useFinal']));
  });

  it('never read or change another store', () => {
    const found = storeFiles.flatMap(({ file, source }) =>
      storeReach(source).reaches.map((reach) => `${path.relative(SRC, file)}: ${reach}`),
    );
    expect(found).toEqual([]);
  });

  it("never import the wizard's flow, which calls them", () => {
    const importsFlow = storeFiles
      .filter(({ source }) => /from '\.{1,2}\/(?:[\w/]+\/)?flow'/.test(source))
      .map(({ file }) => path.relative(SRC, file));
    expect(importsFlow).toEqual([]);
    expect(files.some(({ file }) => file === FLOW)).toBe(true);
  });

  it('the scan names a store reaching into another, and passes its own', () => {
    const source = [
      "import { create } from 'zustand';",
      "import { useSession } from './session';",
      'export const useCart = create(() => ({ customer: useSession.getState().status === "authenticated" }));',
      'useCart.setState({ customer: false });',
      'useSession.subscribe(() => useCart.getState());',
    ].join('\n');
    expect(storeReach(source)).toEqual({ stores: ['useCart'], reaches: ['useSession.getState'] });
  });
});

describe('module-level state', () => {
  const stateOf = (relative: string) =>
    moduleState(readFileSync(path.join(SRC, relative), 'utf8'), relative).map((where) => where.replace(/^\d+: /, ''));

  it("the editor's pipeline is one object a page: the worker, the shop's colours and their listeners", () => {
    expect(stateOf('features/editor/client/pipeline.ts')).toEqual(['editorPipeline (a new EditorPipeline)']);
  });

  it('the kept wizard is one object a page: where it is kept, whether it came back, the next keep', () => {
    expect(stateOf('features/order/keepWizard.ts')).toEqual(['keeping (a new WizardKeeping)']);
  });
});
