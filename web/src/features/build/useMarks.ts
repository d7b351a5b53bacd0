// The guide's marks in a screen: shown at once, kept in the browser until the server has them, sent again
// when the connection comes back (the browser's `online` event) and when the guide is opened again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BuildMark } from '@brixilated/shop';
import { api, ApiError } from '../../lib/api';
import { PendingMarks, queued, sendPending, withPending, type MarkChange } from './markQueue';

/** A failure that a later try may get past: no connection, a signed-out session, the server's own trouble. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500;

export function useMarks(orderNumber: string, item: number, fromServer: readonly BuildMark[]) {
  const path = `/build/${orderNumber}/${item}/marks`;
  const store = useRef(
    new PendingMarks(typeof localStorage === 'undefined' ? null : localStorage, `brix-build:${orderNumber}:${item}`),
  );
  const [marks, setMarks] = useState<readonly BuildMark[]>(fromServer);
  const [pending, setPending] = useState<MarkChange[]>(() => store.current.read());
  const pendingRef = useRef(pending);
  const sending = useRef(false);

  const update = useCallback((next: MarkChange[]) => {
    pendingRef.current = next;
    store.current.write(next);
    setPending(next);
  }, []);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      // Changes made while a batch is on its way are sent by the next turn of this loop.
      while (pendingRef.current.length > 0) {
        const batch = pendingRef.current;
        const { marks: answered, left } = await sendPending(
          batch,
          async (change) => (await api.put<{ data: { marks: BuildMark[] } }>(path, change)).data.marks,
          worthRetrying,
        );
        const sent = batch.slice(0, batch.length - left.length);
        if (answered) setMarks(answered);
        update(pendingRef.current.filter((change) => !sent.includes(change)));
        if (left.length > 0) break;
      }
    } finally {
      sending.current = false;
    }
  }, [path, update]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const mark = useCallback(
    (change: MarkChange) => {
      update(queued(pendingRef.current, change));
      void flush();
    },
    [flush, update],
  );

  return { marks: withPending(marks, pending), unsent: pending.length, mark };
}
