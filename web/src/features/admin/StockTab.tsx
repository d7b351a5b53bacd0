// Stock: each palette colour's free pieces (placing an order takes its pieces off), the available switch,
// what open orders still need and any shortfall (in red), and whether new designs may use the colour. The
// threshold below which a colour leaves new designs is the admin's to set.
import { useState } from 'react';
import { DEFAULT_STOCK_THRESHOLD, type StockColor, type StockReport } from '@brixilated/shop';
import { api } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { FormMessage } from '../../components/forms';
import { AdminTable, RefreshBar, RowSwitch, useSave } from './controls';
import { ColorSwatch } from './PickListTable';
import styles from './admin.module.css';

const count = (n: number) => n.toLocaleString('en-US');

/** A whole number of pieces from an input, or null when it is not one. */
function pieces(text: string): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

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
      onSaved((await api.put<{ data: StockReport }>('/admin/stock-threshold', { threshold: n })).data),
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className={styles.thresholdForm}>
      <label htmlFor="stock-threshold" className="field-label">
        Threshold (pieces)
      </label>
      <p className="small muted" id="stock-threshold-hint">
        A colour whose free stock falls below this leaves new designs. The default, {count(DEFAULT_STOCK_THRESHOLD)}, is
        what a 4 x 4 Brix in one colour could need.
      </p>
      <div className={styles.trackingRow}>
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
      </div>
      {error ? (
        <p className="field-error" id="stock-threshold-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function StockRow({ colour, onSaved }: { colour: StockColor; onSaved: (r: StockReport) => void }) {
  const [value, setValue] = useState('');
  const { busy, error, setError, run } = useSave();
  const id = `stock-${colour.code}`;
  const label = `${colour.name} (${colour.code})`;
  const save = (body: Record<string, unknown>) =>
    run(async () => onSaved((await api.put<{ data: StockReport }>(`/admin/stock/${colour.code}`, body)).data));

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const how =
      ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'add' ? 'received' : 'onHand';
    const n = pieces(value);
    if (n === null) {
      setError('Enter a whole number of pieces.');
      return;
    }
    if (await save({ [how]: n })) setValue('');
  }

  const why = !colour.available ? 'switched off' : colour.effectiveAvailable ? '' : 'below the threshold';
  return (
    <tr data-code={colour.code} className={colour.shortfall > 0 ? styles.shortRow : undefined}>
      <td className="num">{colour.code}</td>
      <td>
        <ColorSwatch code={colour.code} />
        {colour.name}
      </td>
      <td className="num">
        {colour.onHand === null ? <span className="muted">not counted</span> : count(colour.onHand)}
      </td>
      <td>
        <form onSubmit={onSubmit} noValidate className={styles.stockForm}>
          <label htmlFor={id} className="visually-hidden">
            Pieces of {label}
          </label>
          <input
            id={id}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button
            type="submit"
            name="how"
            value="set"
            className="btn btn-sm"
            disabled={busy}
            aria-label={`Set the free stock of ${label}`}
          >
            Set
          </button>
          <button
            type="submit"
            name="how"
            value="add"
            className="btn btn-sm"
            disabled={busy}
            aria-label={`Add received pieces of ${label}`}
          >
            Add
          </button>
        </form>
        {error ? (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </td>
      <td className="num">{count(colour.neededByOpenOrders)}</td>
      <td className={`num ${colour.shortfall > 0 ? styles.shortfall : ''}`}>
        {colour.shortfall > 0 ? `${count(colour.shortfall)} short` : '-'}
      </td>
      <td>
        <RowSwitch
          checked={colour.available}
          label={`${label} available`}
          disabled={busy}
          onChange={(available) => void save({ available })}
        />
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
  const report = saved ?? loaded;
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
          <ThresholdForm key={report.threshold} threshold={report.threshold} onSaved={setSaved} />
          <AdminTable caption="Stock of each colour">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Colour</th>
                <th scope="col" className="num">
                  Free stock
                </th>
                <th scope="col">Set or add pieces</th>
                <th scope="col" className="num">
                  Needed by open orders
                </th>
                <th scope="col" className="num">
                  Shortfall
                </th>
                <th scope="col">Available</th>
                <th scope="col">In new designs</th>
              </tr>
            </thead>
            <tbody>
              {report.colors.map((colour) => (
                <StockRow key={colour.code} colour={colour} onSaved={setSaved} />
              ))}
            </tbody>
          </AdminTable>
        </>
      ) : null}
    </div>
  );
}
