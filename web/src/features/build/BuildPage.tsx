// The building guide of one ordered Brix (/account/orders/{orderNumber}/build/{item}), for the order's owner:
// the plate map, then one plate at a time, one step at a time. Marks are kept on the server, so the guide
// opens where the builder stopped on any device; the blueprint's QR codes open it at a plate (?plate=N).
import { orderPagePath, type BuildGuide, type BuildMode } from '@brixilated/shop';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAnswer } from '../../lib/useAnswer';
import { RetryNotice } from '../../components/RetryNotice';
import { readGuide, whereStopped, type Guide } from './guideModel';
import { PlateMap } from './PlateMap';
import { PlateView } from './PlateView';
import { useMarks } from './useMarks';
import { useWakeLock } from './useBuildingAids';
import styles from './build.module.css';

type GuideAnswer = { guide: Guide } | { missing: string };

/** A choice the builder made on this device (the way of stepping, patterns), kept in the browser. */
function useKept<T extends string>(key: string, fallback: T, allowed: readonly T[]): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const kept = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return allowed.find((a) => a === kept) ?? fallback;
  });
  const keep = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // not kept: the choice holds while the page is open
      }
    },
    [key],
  );
  return [value, keep];
}

function Building({ guide, orderNumber, item }: { guide: Guide; orderNumber: string; item: number }) {
  const { marks, unsent, mark } = useMarks(orderNumber, item, guide.answer.marks);
  const [mode, setMode] = useKept<BuildMode>('brix-build-mode', 'colour', ['colour', 'row']);
  const [patterns, setPatterns] = useKept<'on' | 'off'>('brix-build-patterns', 'off', ['on', 'off']);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('plate'));
  const plate = Number.isInteger(asked) && asked >= 1 && asked <= guide.plates.length ? asked - 1 : null;
  const open = useCallback(
    (index: number | null, replace = false) =>
      setParams(index === null ? {} : { plate: String(index + 1) }, { replace }),
    [setParams],
  );
  // Opened without a plate: where the builder stopped, once anything is marked; else the plate map.
  useEffect(() => {
    if (params.has('plate')) return;
    const stopped = whereStopped(guide, guide.answer.marks, mode);
    if (stopped !== null) open(stopped, true);
    // Only when the guide is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  usePageTitle(plate === null ? 'Build it' : `Build it: plate ${plate + 1}`);
  useWakeLock();
  return (
    <>
      {unsent > 0 ? (
        <p className="notice" role="status">
          {unsent === 1 ? 'One mark is' : `${unsent} marks are`} kept on this device and will be saved when the
          connection is back.
        </p>
      ) : null}
      {plate === null ? (
        <PlateMap guide={guide} marks={marks} onOpen={(index) => open(index)} />
      ) : (
        <PlateView
          key={plate}
          guide={guide}
          plate={plate}
          marks={marks}
          mark={mark}
          mode={mode}
          onMode={setMode}
          patterns={patterns === 'on'}
          onPatterns={(on) => setPatterns(on ? 'on' : 'off')}
          onOpenPlate={(index) => open(index)}
        />
      )}
    </>
  );
}

export default function BuildPage() {
  const { orderNumber = '', item: itemParam = '' } = useParams();
  const item = Number(itemParam);
  const { data, error, retry } = useAnswer<GuideAnswer>(
    () =>
      api
        .get<{ data: BuildGuide }>(`/build/${encodeURIComponent(orderNumber)}/${encodeURIComponent(itemParam)}`)
        .then((answer): GuideAnswer => ({ guide: readGuide(answer.data) }))
        .catch((err: unknown): GuideAnswer => {
          if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { missing: err.message };
          throw err;
        }),
    `${orderNumber}/${itemParam}`,
  );
  const guide = data && 'guide' in data ? data.guide : null;
  const title = useMemo(() => guide?.answer.title ?? '', [guide]);
  return (
    <div className={`page stack ${styles.page}`}>
      <div className={styles.pageHead}>
        <div>
          <h1 className={styles.title}>Build it</h1>
          {title ? (
            <p className="muted">
              {title}, order {orderNumber}
            </p>
          ) : null}
        </div>
        <Link to={orderPagePath(orderNumber)}>Back to the order</Link>
      </div>
      {data && 'missing' in data ? (
        <p className="notice notice-error" role="alert">
          {data.missing}
        </p>
      ) : error ? (
        <RetryNotice message={error} onRetry={retry} />
      ) : guide ? (
        <Building guide={guide} orderNumber={orderNumber} item={item} />
      ) : (
        <p role="status">Loading the building guide...</p>
      )}
    </div>
  );
}
