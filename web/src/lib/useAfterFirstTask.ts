import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * False for a component's first render, true from the next task on. A part that is costly to set up the
 * first time (the editor's stage, the cropper) is mounted in that task, so what the customer clicked shows in
 * one short task and the costly part in another, instead of one long task that holds the page. The second
 * render happens in the timer's own task (flushSync), not in one more the scheduler would post.
 */
export function useAfterFirstTask(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => flushSync(() => setAfter(true)));
    return () => clearTimeout(timer);
  }, []);
  return after;
}
