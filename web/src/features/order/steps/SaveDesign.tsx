// Save design, in the Edit and Review steps. A customer's design is saved (or updated, when it was opened
// from My designs or saved before) at once; a visitor is asked to log in or sign up first and comes back
// here, where the design is then saved by itself.
import { Link, useNavigate } from 'react-router';
import { returnState } from '../../auth';
import { useSession } from '../../../stores/session';
import { useEditor } from '../../editor';
import styles from '../Order.module.css';
import { keepNow } from '../keepWizard';
import { usePhoto } from '../photo';
import { DESIGN_LIMIT, useSaveDesign } from '../saveDesign';
import { designKey, saveDesign } from '../flow';
import { useShallow } from 'zustand/react/shallow';

export const SAVE_LOGIN_NOTE = 'Log in or create an account to save your design. You will come back to it, saved.';

/** The design's state as `designKey` names it, following the stores it reads. */
function useDesignKey(): string {
  usePhoto((s) => s.photo.version);
  useEditor((s) => s.version);
  useEditor((s) => s.adjustments);
  useEditor((s) => s.blending);
  useEditor((s) => s.colorCap);
  useEditor((s) => s.tidy);
  useEditor((s) => s.doc);
  return designKey();
}

export function SaveDesign() {
  const navigate = useNavigate();
  const session = useSession((s) => s.status);
  const { status, error, errorCode, savedKey } = useSaveDesign(
    useShallow((s) => ({ status: s.status, error: s.error, errorCode: s.errorCode, savedKey: s.savedKey })),
  );
  const ready = useEditor((s) => s.doc !== null && !s.processing);
  const key = useDesignKey();
  const saved = status === 'saved' && savedKey === key;

  async function save() {
    if (session === 'authenticated') {
      await saveDesign();
      return;
    }
    // Kept in the browser first, so even a reload on the way back loses nothing.
    useSaveDesign.getState().askLogin();
    await keepNow();
    navigate('/login', { state: returnState('/order', SAVE_LOGIN_NOTE) });
  }

  return (
    <div className={styles.saveDesign}>
      <button
        type="button"
        className="btn"
        disabled={!ready || status === 'saving' || session === 'loading'}
        onClick={() => void save()}
      >
        {status === 'saving' ? 'Saving...' : 'Save design'}
      </button>
      <p role="status" className={styles.saveStatus}>
        {saved ? (
          <>
            Design saved.{' '}
            <Link to="/account" state={{ view: 'designs' }}>
              See My designs
            </Link>
          </>
        ) : null}
      </p>
      {status === 'error' && error ? (
        <p role="alert" className="field-error">
          {error}
          {errorCode === DESIGN_LIMIT ? (
            <>
              {' '}
              <Link to="/account" state={{ view: 'designs' }}>
                Open My designs
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
