// My designs: the customer's saved designs (GET /api/designs), each with its picture, size and date, to open
// in the order wizard again (at the Edit step, everything restored) or to delete after a confirmation.
import {
  inchesToCm,
  MAX_DESIGNS_PER_CUSTOMER,
  platesSizeName,
  platesToInches,
  type DesignSummary,
} from '@brixilated/shop';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RetryNotice } from '../../components/RetryNotice';
import { api, errorMessage } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import styles from './account.module.css';
import { NothingYet } from './NothingYet';
import { formatOrderDate } from './dates';

export const NO_DESIGNS = "You haven't saved any designs yet. Press Save design while you make a Brix to keep it here.";

/** "Medium Landscape 5:4" and "20 x 16 in (50.8 x 40.6 cm)". */
export function designSizeText(d: Pick<DesignSummary, 'size' | 'shape' | 'plates'>): {
  name: string;
  dimensions: string;
} {
  const [w, h] = [platesToInches(d.plates.wide), platesToInches(d.plates.high)];
  return {
    name: platesSizeName(d, d.plates),
    dimensions: `${w} x ${h} in (${inchesToCm(w).toFixed(1)} x ${inchesToCm(h).toFixed(1)} cm)`,
  };
}

function DesignCard({ design, onDeleted }: { design: DesignSummary; onDeleted: (id: string) => void }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const { name, dimensions } = designSizeText(design);
  const headingId = `design-${design.id}`;

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      await api.del(`/designs/${design.id}`);
      onDeleted(design.id);
    } catch (err) {
      setError(errorMessage(err));
      setDeleting(false);
    }
  }

  return (
    <li className={`panel ${styles.design}`}>
      {/* The picture changes with every save: its date keeps a cached one from showing. */}
      <img
        className={styles.designThumb}
        src={`${design.thumbnailUrl}?v=${encodeURIComponent(design.updatedAt)}`}
        alt={`Your ${name} design`}
        loading="lazy"
      />
      <div className={styles.designText}>
        <h3 id={headingId} className={styles.designName}>
          {name}
        </h3>
        <p className="small muted">{dimensions}</p>
        <p className="small muted">Saved {formatOrderDate(design.updatedAt)}</p>
      </div>
      {confirming ? (
        <div className={styles.designConfirm} role="group" aria-label={`Delete the ${name} design?`}>
          <p>Delete this design? This cannot be undone.</p>
          <div className="cluster">
            <button
              ref={confirmButton}
              type="button"
              className="btn btn-sm btn-danger"
              disabled={deleting}
              onClick={() => void remove()}
            >
              {deleting ? 'Deleting...' : 'Yes, delete it'}
            </button>
            <button type="button" className="btn btn-sm" disabled={deleting} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className="cluster">
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => navigate(`/order?design=${encodeURIComponent(design.id)}`)}
            aria-describedby={headingId}
          >
            Open
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setConfirming(true)} aria-describedby={headingId}>
            Delete
          </button>
        </div>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function MyDesigns() {
  const {
    data: designs,
    setData: setDesigns,
    error,
    retry,
  } = useAnswer(() => api.get<{ data: DesignSummary[] }>('/designs').then((a) => a.data));

  if (error) return <RetryNotice message={error} onRetry={retry} />;
  if (!designs) return <p role="status">Loading your designs...</p>;
  if (designs.length === 0) return <NothingYet title="My Designs" text={NO_DESIGNS} action="Start a Design" />;
  return (
    <div className="stack">
      <h2>My Designs</h2>
      <p className="muted">
        {designs.length} of {MAX_DESIGNS_PER_CUSTOMER} designs kept. Open one to change it or order it.
      </p>
      <ul className={styles.designs}>
        {designs.map((d) => (
          <DesignCard
            key={d.id}
            design={d}
            onDeleted={(id) => setDesigns((list) => list?.filter((x) => x.id !== id) ?? null)}
          />
        ))}
      </ul>
    </div>
  );
}
