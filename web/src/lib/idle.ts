// Work a page can leave for a moment when nothing else is going on (warming code up, starting an upload).

/**
 * Runs `run` once the browser is idle, and at most `timeout` ms from now (requestIdleCallback). In a browser
 * without that call (Safari's engine), in the first task after the next frame is drawn: what the page was
 * showing is on screen by then and the frame's work done, which is when idle time would come, without a fixed
 * wait. A page that draws no frames (a tab in the background) runs it after `timeout` ms, as
 * requestIdleCallback's time-out does; where there are no frames at all (no page), in the next task. Returns
 * what cancels it.
 */
export function whenIdle(run: () => void, { timeout = 1500 } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(id);
  }
  let done = false;
  const once = () => {
    if (done) return;
    cancel();
    run();
  };
  let task: ReturnType<typeof setTimeout> | undefined;
  // A task of its own after the frame, not inside it: the frame is drawn before `run` starts.
  const afterFrame = () => void (task = setTimeout(once, 0));
  let frame: number | null = null;
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(afterFrame);
  else afterFrame();
  const latest = setTimeout(once, timeout);
  const cancel = () => {
    done = true;
    if (frame !== null) cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(latest);
  };
  return cancel;
}
