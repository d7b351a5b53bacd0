// Chromium through playwright-core, launched as the rest of the browser suite launches it.
import { launchBrowser } from '../support/browser';
import { pageTab, VIEWPORT, type Engine, type Tab } from './face';

/** The DevTools timeline: each main-thread task and what ran inside it. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

export async function launchChromium(): Promise<Engine> {
  const browser = await launchBrowser();
  return {
    name: 'chromium',
    version: browser.version(),
    async newTab(): Promise<Tab> {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      return {
        ...pageTab(page, () => context.close()),
        tracing: {
          start: () => browser.startTracing(page, { categories: TRACE_CATEGORIES }),
          stop: () => browser.stopTracing(),
        },
      };
    },
    close: () => browser.close(),
  };
}
