// Stock: one compact line a palette colour (its free pieces, what open orders still need, any shortfall in red,
// the available switch and whether new designs may use it), filters for the colours that need attention, and
// one change for several colours at once (count them, add a delivery, switch them on or off). Placing an order
// takes its pieces off the free stock. The threshold below which a colour leaves new designs is the admin's.
import type { StockChange, StockChangeOfColors, StockThresholdUpdate } from '@brixilated/shop';
import { useMemo, useState } from 'react';
import { DEFAULT_STOCK_THRESHOLD, type StockColor, type StockReport } from '@brixilated/shop';
import { api } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { FormMessage } from '../../components/forms';
import { AdminTable, RefreshBar, RowSwitch, useSave } from './controls';
import { Filters } from './Filters';
import { ColorSwatch } from './PickListTable';
import { newlyOut, StockAvoided } from './StockAvoided';
import styles from './admin.module.css';
import stock from './stock.module.css';
import { formatCount } from '../../lib/numbers';

/** A whole number of pieces from an input, or null when it is not one. */
function pieces(text: string): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

export const STOCK_FILTERS = ['All', 'Needs attention', 'Short', 'Unavailable', 'Not counted'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** Whether a colour shows under a filter: short of what open orders need, kept out of new designs, or never counted. */
export function stockFilterMatches(filter: StockFilter, colour: StockColor): boolean {
  switch (filter) {
    case 'All':
      return true;
    case 'Needs attention':
      return colour.shortfall > 0 || !colour.effectiveAvailable;
    case 'Short':
      return colour.shortfall > 0;
    case 'Unavailable':
      return !colour.effectiveAvailable;
    case 'Not counted':
      return colour.onHand === null;
  }
}

const labelOf = (colour: StockColor) => `${colour.name} (${colour.code})`;

function ThresholdForm({ threshold, onSaved }: { threshold: number; onSaved: (r: StockReport) => void }) {
  const [value, setValue] = useState(String(threshold));
  const { busy, error, setError, run } = useSave();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const n = pieces(value);
    if (n === null) {
      setError('Enter the threshold as a whole number of pieces.');
      return;
    }
    await run(async () =>
      onSaved(
        (
          await api.put<{ data: StockReport }>('/admin/stock-threshold', {
            threshold: n,
          } satisfies StockThresholdUpdate)
        ).data,
      ),
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className={stock.threshold}>
      <label htmlFor="stock-threshold" className="field-label">
        Threshold (pieces)
      </label>
      <input
        id="stock-threshold"
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'stock-threshold-hint stock-threshold-error' : 'stock-threshold-hint'}
      />
      <button type="submit" className="btn btn-sm" disabled={busy}>
        Save
      </button>
      <p className="small muted" id="stock-threshold-hint">
        A colour whose free stock falls below this leaves new designs. The default,{' '}
        {formatCount(DEFAULT_STOCK_THRESHOLD)}, is what a 4 x 4 Brix in one colour could need.
      </p>
      {error ? (
        <p className="field-error" id="stock-threshold-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** One change for every selected colour: count them, add pieces received, or switch them on or off. */
function SelectionBar({
  selected,
  onSaved,
  onClear,
}: {
  selected: StockColor[];
  /** Whether the change was a count (which emails the admins when it takes a colour out), then its answer. */
  onSaved: (counted: boolean) => (r: StockReport) => void;
  onClear: () => void;
}) {
  const [value, setValue] = useState('');
  const { busy, error, setError, run } = useSave();
  const codes = selected.map((c) => c.code);
  const none = codes.length === 0;
  const save = (change: Record<string, unknown>) =>
    run(async () =>
      onSaved('onHand' in change || 'received' in change)(
        (await api.put<{ data: StockReport }>('/admin/stock', { codes, ...change } satisfies StockChangeOfColors)).data,
      ),
    );

  async function withPieces(key: 'onHand' | 'received') {
    const n = pieces(value);
    if (n === null) {
      setError('Enter a whole number of pieces.');
      return;
    }
    if (await save({ [key]: n })) setValue('');
  }

  const chosen = none
    ? 'Select colours below to change several at once.'
    : `${codes.length} selected: ${selected
        .slice(0, 4)
        .map(labelOf)
        .join(', ')}${codes.length > 4 ? ` and ${codes.length - 4} more` : ''}`;
  return (
    <div className={stock.selection} role="group" aria-label="Change the selected colours">
      <p className={stock.chosen} aria-live="polite">
        {chosen}
      </p>
      <label htmlFor="stock-pieces" className="visually-hidden">
        Pieces
      </label>
      <input
        id="stock-pieces"
        inputMode="numeric"
        placeholder="Pieces"
        value={value}
        disabled={none}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'stock-pieces-error' : undefined}
      />
      <button type="button" className="btn btn-sm" disabled={none || busy} onClick={() => void withPieces('onHand')}>
        Set free stock
      </button>
      <button type="button" className="btn btn-sm" disabled={none || busy} onClick={() => void withPieces('received')}>
        Add received
      </button>
      <button
        type="button"
        className="btn btn-sm"
        disabled={none || busy}
        onClick={() => void save({ available: true })}
      >
        Make available
      </button>
      <button
        type="button"
        className="btn btn-sm"
        disabled={none || busy}
        onClick={() => void save({ available: false })}
      >
        Make unavailable
      </button>
      <button type="button" className="btn btn-sm btn-ghost" disabled={none || busy} onClick={onClear}>
        Clear selection
      </button>
      {error ? (
        <p className={`field-error ${stock.error}`} id="stock-pieces-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function StockRow({
  colour,
  selected,
  onSelect,
  onSaved,
}: {
  colour: StockColor;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onSaved: (r: StockReport) => void;
}) {
  const { busy, error, run } = useSave();
  const label = labelOf(colour);
  const why = !colour.available ? 'switched off' : colour.effectiveAvailable ? '' : 'below the threshold';
  const switchAvailable = (available: boolean) =>
    run(async () =>
      onSaved(
        (await api.put<{ data: StockReport }>(`/admin/stock/${colour.code}`, { available } satisfies StockChange)).data,
      ),
    );
  return (
    <tr
      data-code={colour.code}
      className={[colour.shortfall > 0 ? styles.shortRow : '', selected ? stock.selectedRow : ''].join(' ')}
    >
      <td className={stock.pick}>
        <label className="checkbox">
          <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
          <span className="visually-hidden">Select {label}</span>
        </label>
      </td>
      <td className={stock.colour}>
        <ColorSwatch code={colour.code} />
        <span className={stock.code}>{colour.code}</span> {colour.name}
      </td>
      <td className="num">
        {colour.onHand === null ? <span className="muted">not counted</span> : formatCount(colour.onHand)}
      </td>
      <td className="num">{formatCount(colour.neededByOpenOrders)}</td>
      <td className={`num ${colour.shortfall > 0 ? styles.shortfall : ''}`}>
        {colour.shortfall > 0 ? `${formatCount(colour.shortfall)} short` : '-'}
      </td>
      <td>
        <RowSwitch
          checked={colour.available}
          label={`${label} available`}
          disabled={busy}
          onChange={(available) => void switchAvailable(available)}
        />
        {error ? <span className="field-error">{error}</span> : null}
      </td>
      <td>{colour.effectiveAvailable ? 'Yes' : <span className={styles.out}>No ({why})</span>}</td>
    </tr>
  );
}

export function StockTab() {
  const {
    data: loaded,
    error,
    retry,
  } = useAnswer(() => api.get<{ data: StockReport }>('/admin/stock').then((a) => a.data));
  const [saved, setSaved] = useState<StockReport | null>(null);
  const [justOut, setJustOut] = useState<{ colors: StockColor[]; emailed: boolean }>({ colors: [], emailed: false });
  const [filter, setFilter] = useState<StockFilter>('All');
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const report = saved ?? loaded;
  /** A change's answer: shown, with the colours it has just taken out of new designs. */
  const accept = (emailed: boolean) => (next: StockReport) => {
    setJustOut({ colors: newlyOut(report, next), emailed });
    setSaved(next);
  };
  const shown = useMemo(
    () => (report ? report.colors.filter((c) => stockFilterMatches(filter, c)) : []),
    [report, filter],
  );
  // The selection is of the colours shown: a filter change leaves only those still in view selected.
  const selected = shown.filter((c) => picked.has(c.code));
  const allShownPicked = shown.length > 0 && selected.length === shown.length;
  const pick = (codes: number[], on: boolean) =>
    setPicked((before) => {
      const next = new Set(before);
      for (const code of codes) {
        if (on) next.add(code);
        else next.delete(code);
      }
      return next;
    });

  return (
    <div className="stack">
      <RefreshBar
        note="Free stock is what is on the shelves and not promised to an order: placing an order takes its bricks off."
        onRefresh={() => {
          setSaved(null);
          retry();
        }}
      />
      <FormMessage error={error} />
      {!report && !error ? <p role="status">Loading the stock...</p> : null}
      {report ? (
        <>
          <ThresholdForm key={report.threshold} threshold={report.threshold} onSaved={accept(false)} />
          <StockAvoided report={report} justOut={justOut.colors} emailed={justOut.emailed} />
          <div className={stock.filters}>
            <Filters name="stock-filter" label="Show" options={STOCK_FILTERS} value={filter} onChange={setFilter} />
            <span className="small muted">
              {shown.length} of {report.colors.length} colours
            </span>
          </div>
          <SelectionBar selected={selected} onSaved={accept} onClear={() => setPicked(new Set())} />
          <AdminTable caption="Stock of each colour">
            <thead>
              <tr>
                <th scope="col" className={stock.pick}>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={allShownPicked}
                      disabled={shown.length === 0}
                      onChange={(e) =>
                        pick(
                          shown.map((c) => c.code),
                          e.target.checked,
                        )
                      }
                    />
                    <span className="visually-hidden">Select every colour shown</span>
                  </label>
                </th>
                <th scope="col">Colour</th>
                <th scope="col" className="num">
                  Free
                </th>
                <th scope="col" className="num">
                  Needed
                </th>
                <th scope="col" className="num">
                  Shortfall
                </th>
                <th scope="col">Available</th>
                <th scope="col">In new designs</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((colour) => (
                <StockRow
                  key={colour.code}
                  colour={colour}
                  selected={picked.has(colour.code)}
                  onSelect={(on) => pick([colour.code], on)}
                  onSaved={accept(false)}
                />
              ))}
              {shown.length === 0 ? (
                <tr>
                  <td colSpan={7} className="muted">
                    No colours match this filter.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </AdminTable>
        </>
      ) : null}
    </div>
  );
}
