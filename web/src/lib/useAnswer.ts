// One API answer a screen shows, loaded again when `key` changes or on retry(). The answer to a request
// that has been overtaken (a newer key, an unmounted screen) is dropped, so it never overwrites a newer one.
// `setData` changes the answer shown in place (a row deleted by the screen itself).
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from './api';

export function useAnswer<T>(load: () => Promise<T>, key: string | number = '') {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The newest `load` is read when the effect runs; only `key` and retries start a request.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    let live = true;
    setError(null);
    latestLoad
      .current()
      .then((answer) => live && setData(answer))
      .catch((err) => live && setError(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [key, attempt]);

  return { data, setData, error, setError, retry: () => setAttempt((n) => n + 1) };
}
