// The editor's worker loads mosaic-core built with WebAssembly SIMD where the browser compiles SIMD, and the
// core built without it elsewhere (mosaic-core/js/simd.ts). Chromium has SIMD, so a browser without it is
// played by a worker whose WebAssembly.validate refuses every module (the worker's script, as served, with
// that one line before it): it must fetch the scalar module, and the editor must show the same mosaic.
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { startShop } from './support/server';
import { photo, wizardPage } from './support/wizard';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ start: startShop });

/** Opens the editor on a photo; answers the core modules the page's worker fetched and a picture of the stage. */
async function editor(context: BrowserContext): Promise<{ modules: string[]; stage: Buffer; errors: string[] }> {
  const modules: string[] = [];
  context.on('request', (r) => {
    const file = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (file.endsWith('.wasm')) modules.push(file.replace(/-[^-]+\.wasm$/, '.wasm'));
  });
  const { ui, errors } = await wizardPage(context);
  await ui.open(e2e.shop.url);
  await ui.openEditor('Square', 'Small', photo('kite.jpg'));
  const stage = await ui.stage.screenshot();
  return { modules, stage, errors };
}

describe('the core in browsers with and without WebAssembly SIMD', () => {
  it('the worker fetches the SIMD module where it compiles and the scalar one where it does not; the editor shows the same mosaic', async () => {
    const withSimd = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const withoutSimd = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      await withoutSimd.route(/\/assets\/editor\.worker-[^/]+\.js$/, async (route) => {
        const response = await route.fetch();
        const body = `WebAssembly.validate = () => false;\n${await response.text()}`;
        await route.fulfill({ response, body });
      });
      const simd = await editor(withSimd);
      const scalar = await editor(withoutSimd);
      expect(simd.modules).toEqual(['mosaic_core.wasm']);
      expect(scalar.modules).toEqual(['mosaic_core_scalar.wasm']);
      expect(simd.errors).toEqual([]);
      expect(scalar.errors).toEqual([]);
      expect(scalar.stage.equals(simd.stage)).toBe(true);
    } finally {
      await withSimd.close();
      await withoutSimd.close();
    }
  });
});
