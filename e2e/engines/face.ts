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
  /**
   * Chromium only: a trace of the page's main thread (Chromium's tracing, the DevTools timeline categories)
   * from `start` to `stop`, as the trace file's bytes. The other engines' drivers offer none.
   */
  readonly tracing?: { start(): Promise<void>; stop(): Promise<Buffer> };
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

/**
 * A page function's call as script text: functions travel to the page as their source. A TypeScript loader may
 * have wrapped the function's inner functions in a naming helper (tsx, which the benchmarks load e2e/ with, wraps
 * them in `__name(...)`), which the page has not: the script gives the page one that leaves them as they are.
 */
export const NAME_HELPER = 'const __name = (fn) => fn;';

/** `fn(arg)` as one expression for the page (its promise, if it answers one). */
export const pageCall = (fn: (arg: never) => unknown, arg: unknown) =>
  `(() => { ${NAME_HELPER} return (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}); })()`;

/** What chromium.ts and firefox.ts drive, in the shape playwright-core's and puppeteer-core's pages share. */
export interface DriverPage {
  goto(url: string): Promise<unknown>;
  reload(): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  readonly mouse: { click(x: number, y: number): Promise<void> };
}

/** The tab of such a page; `close` ends its fresh profile. */
export function pageTab(page: DriverPage, close: () => Promise<void>): Tab {
  return {
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    run: (fn, arg) => page.evaluate(pageCall(fn as never, arg)) as never,
    clickAt: (x, y) => page.mouse.click(x, y),
    close,
  };
}
