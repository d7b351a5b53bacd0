// The small face the journeys in three engines are written against: a browser that opens tabs, and a tab that
// goes to an address, runs a function in the page, and clicks with the pointer. Each engine's driver
// implements it (chromium.ts: playwright-core; firefox.ts: puppeteer-core over WebDriver BiDi; webkit.ts:
// WebKitWebDriver over WebDriver classic); the journeys never see which.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Tab {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page (a promise is awaited) and answers its result; both travel as JSON. */
  run<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** A real pointer click (press and release) at a point of the page's viewport, in CSS pixels. */
  clickAt(x: number, y: number): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** The engine's version, as the driver reports it. */
  readonly version: string;
  /** A new tab in a fresh profile (no cookies or storage of another tab), 1366 x 900. */
  newTab(): Promise<Tab>;
  close(): Promise<void>;
}

export const VIEWPORT = { width: 1366, height: 900 };
