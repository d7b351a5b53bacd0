// Chromium through playwright-core, launched as the rest of the browser suite launches it.
import { launchBrowser } from '../support/browser';
import { VIEWPORT, type Engine, type Tab } from './face';

export async function launchChromium(): Promise<Engine> {
  const browser = await launchBrowser();
  return {
    name: 'chromium',
    version: browser.version(),
    async newTab(): Promise<Tab> {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url)),
        reload: async () => void (await page.reload()),
        run: (fn, arg) => page.evaluate(fn as never, arg) as never,
        clickAt: (x, y) => page.mouse.click(x, y),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
