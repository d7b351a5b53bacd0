// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (playwright-core drives only its own patched
// Firefox builds, which this machine cannot download).
import puppeteer from 'puppeteer-core';
import { pageTab, VIEWPORT, type Engine, type Tab } from './face';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: VIEWPORT,
  });
  return {
    name: 'firefox',
    version: (await browser.version()).replace(/^firefox\//, ''),
    async newTab(): Promise<Tab> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return pageTab(page, () => context.close());
    },
    close: () => browser.close(),
  };
}
