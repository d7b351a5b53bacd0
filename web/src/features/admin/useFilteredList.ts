// A list the admin filters (orders, coupons). Each filter's answer is cached after its first load, so
// switching back is instant; reload() drops every cached list and fetches the current one again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorMessage } from '../../lib/api';

/** `endpoint` answers `{ data: T[] }` for `?filter=<filter>`. */
export function useFilteredList<F extends string, T>(endpoint: string, initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cache = useRef(new Map<F, T[]>());

  const load = useCallback(
    async (f: F, force = false) => {
      const cached = cache.current.get(f);
      if (cached && !force) {
        setItems(cached);
        return;
      }
      setError(null);
      try {
        const { data } = await api.get<{ data: T[] }>(`${endpoint}?filter=${f}`);
        cache.current.set(f, data);
        setItems(data);
      } catch (err) {
        setError(errorMessage(err));
      }
    },
    [endpoint],
  );

  useEffect(() => {
    void load(filter);
  }, [filter, load]);

  /** Forgets every cached list (the next switch fetches again) without reloading this one. */
  const forget = () => cache.current.clear();

  function reload() {
    forget();
    void load(filter, true);
  }

  /**
   * Shows `patch` on the matching items at once, then saves; the reload that follows moves the item to its
   * new filter, or puts it back when saving failed.
   */
  async function change(matches: (item: T) => boolean, patch: Partial<T>, save: () => Promise<unknown>) {
    setError(null);
    setItems((list) => list?.map((item) => (matches(item) ? { ...item, ...patch } : item)) ?? null);
    try {
      await save();
    } catch (err) {
      setError(errorMessage(err));
    }
    reload();
  }

  return { filter, setFilter, items, setItems, error, reload, forget, change };
}
