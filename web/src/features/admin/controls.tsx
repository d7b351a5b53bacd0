// Pieces the admin tabs share: the note-and-Refresh toolbar above a read-mostly tab, the table of a tab's
// rows, the checkbox that switches a row on or off (coupon active, order completed, colour available), and
// one save's busy and error state.
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import styles from './admin.module.css';

export function RefreshBar({ note, onRefresh }: { note: string; onRefresh: () => void }) {
  return (
    <div className={styles.toolbar}>
      <p className="muted" style={{ margin: 0 }}>
        {note}
      </p>
      <button type="button" className="btn btn-sm" onClick={onRefresh}>
        Refresh
      </button>
    </div>
  );
}

/** A tab's table, scrolling sideways on a narrow screen; `caption` names it for screen readers. */
export function AdminTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="table-wrap">
      <table className={`table ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A row's on/off checkbox; `label` names what it switches for screen readers ("Coupon WELCOME10 active"). */
export function RowSwitch({
  checked,
  label,
  disabled,
  onChange,
}: {
  checked: boolean;
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span className="visually-hidden">{label}</span>
    </label>
  );
}

/** A form's save: `run` marks it busy, clears the error, and keeps the error's message when the save throws. */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(save: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await save();
      return true;
    } catch (err) {
      setError(errorMessage(err));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
