// The web app and the browser tests reach the server's rules through packages (@brixilated/shop,
// mosaic-core), never through the server's files: a relative import into api/ fails this test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiDir = path.join(root, 'api') + path.sep;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a file names: import/export ... from '...', import('...'), require('...'). */
export function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]);
  return found;
}

/** The files under `dirs` that import something inside api/ by a relative path, as "file -> specifier". */
export function importsIntoApi(dirs: string[]): string[] {
  const offenders: string[] = [];
  for (const file of dirs.flatMap((d) => sourceFiles(path.join(root, d)))) {
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (target.startsWith(apiDir)) offenders.push(`${path.relative(root, file)} -> ${specifier}`);
    }
  }
  return offenders;
}

describe('import boundaries', () => {
  it('finds the specifiers of static, dynamic and side-effect imports', () => {
    const text = `import a from '../x';\nexport type { B } from "./y";\nconst c = await import('../../z');\nimport './side.css';\nrequire('../../../w');`;
    expect(specifiers(text)).toEqual(['../x', './y', '../../z', './side.css', '../../../w']);
  });

  it("no file under web/src or e2e imports the server's files by relative path", () => {
    expect(importsIntoApi(['web/src', 'e2e'])).toEqual([]);
  });
});
