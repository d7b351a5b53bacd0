// Work a page can leave for a moment when nothing else is going on (warming code up, starting an upload).

/**
 * Runs `run` once the browser is idle, and at most `timeout` ms from now (requestIdleCallback); in a browser without
 * that call, after `fallback` ms. Returns what cancels it.
 */
export function whenIdle(run: () => void, { timeout = 1500, fallback = 200 } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallback);
  return () => clearTimeout(id);
}
