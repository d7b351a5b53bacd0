// /order: the five-step wizard that turns a photo into a Brix and puts it in the cart.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../lib/media';
import { DesktopOnlyNotice } from '../../components/DesktopOnlyNotice';
import { saveAfterLoginPending } from '../../stores/keptWork';
import { useSession } from '../../stores/session';
import { StageWarmUp, useEditor } from '../editor';
import styles from './Order.module.css';
import { formatCents } from '@brixilated/shop';
import { useAddToCart } from './addToCart';
import { selectedSize, useChoices } from './choices';
import { hasUnsavedWork, resumeWizard } from './keepWizard';
import { useSaveDesign } from './saveDesign';
import { STEPS, stepIndex } from './shapes';
import { StartOverButton } from './StartOver';
import { EditStep } from './steps/EditStep';
import { ReviewStep } from './steps/ReviewStep';
import { ShapeStep } from './steps/ShapeStep';
import { SizeStep } from './steps/SizeStep';
import { CropperWarmUp, UploadStep } from './steps/UploadStep';
import * as flow from './flow';
import { useWizard } from './wizardStore';

function StepHeader() {
  const step = useWizard((s) => s.step);
  const reached = useWizard((s) => s.reached);
  return (
    <nav aria-label="Order steps">
      <ol className={styles.steps}>
        {STEPS.map((name, i) => {
          const open = name === step;
          const allowed = i <= stepIndex(reached);
          const state = open ? styles.current : allowed ? styles.done : '';
          return (
            <li key={name}>
              <button
                type="button"
                className={`${styles.stepButton} ${state}`}
                disabled={!allowed}
                aria-current={open ? 'step' : undefined}
                onClick={() => flow.goTo(name)}
              >
                <span className={styles.stepNumber}>{i + 1}</span>
                <span>{name}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function WizardButtons() {
  const navigate = useNavigate();
  const step = useWizard((s) => s.step);
  const restoring = useWizard((s) => s.restoring);
  const fromCartItem = useWizard((s) => s.fromCartItem);
  const adding = useAddToCart((s) => s.adding);
  // Start Over waits for a save under way (the save belongs to the design it started from).
  const saving = useSaveDesign((s) => s.status === 'saving');
  const complete = flow.useStepComplete() && !restoring;
  const price = useChoices((s) => selectedSize(s)?.sizeData.priceCents ?? null);

  async function addToCart() {
    if (await flow.addToCart()) {
      navigate('/cart');
      flow.startOver();
    }
  }

  return (
    <div className={styles.buttons}>
      <div className="cluster">
        {step !== 'Shape' && (
          <button type="button" className="btn" disabled={restoring} onClick={flow.back}>
            Back
          </button>
        )}
        {step !== 'Shape' && <StartOverButton disabled={restoring || saving} />}
      </div>
      {step !== 'Review' ? (
        <button type="button" className="btn btn-primary btn-lg" disabled={!complete} onClick={flow.next}>
          Next
        </button>
      ) : (
        <div className="cluster">
          {price !== null && (
            <p className={styles.barPrice} data-testid="bar-price">
              <span className="muted">Price</span> <strong className="price">{formatCents(price)}</strong>
            </p>
          )}
          <button type="button" className="btn btn-primary btn-lg" disabled={!complete || adding} onClick={addToCart}>
            {fromCartItem === null ? 'Add to Cart' : 'Update Cart'}
          </button>
        </div>
      )}
    </div>
  );
}

/** A design the page was asked to open: one saved to the account, or a cart item's. */
interface Opening {
  kind: 'design' | 'item';
  id: string;
}

function open({ kind, id }: Opening) {
  void (kind === 'design' ? flow.openDesign(id) : flow.openCartItem(id));
}

export default function OrderPage() {
  const desktop = useIsDesktop();
  const step = useWizard((s) => s.step);
  const cartError = useAddToCart((s) => s.error);
  const colorUnavailable = useAddToCart((s) => s.colorUnavailable);
  const restoring = useWizard((s) => s.restoring);
  const restoreError = useWizard((s) => s.restoreError);
  const [params, setParams] = useSearchParams();
  const resumed = useRef(false);

  // The wizard as it was before a page reload, then the design asked for: a saved one (/order?design=ID, from My
  // designs) or a cart item's (/order?item=ID, from the cart), once the customer agrees to replace work not saved;
  // on a desktop screen only, where the wizard shows.
  const [replacing, setReplacing] = useState<Opening | null>(null);
  useEffect(() => {
    if (resumed.current || !desktop) return;
    resumed.current = true;
    const designId = params.get('design');
    const itemId = params.get('item');
    const asked: Opening | null = designId
      ? { kind: 'design', id: designId }
      : itemId
        ? { kind: 'item', id: itemId }
        : null;
    if (asked) setParams({}, { replace: true });
    void resumeWizard().then(() => {
      if (!asked) return;
      // The same design opened again replaces its changes not saved just as another would: asked too.
      if (hasUnsavedWork()) setReplacing(asked);
      else open(asked);
    });
  }, [desktop, params, setParams]);

  // A visitor who pressed Save design and has now logged in or signed up: the design is saved by itself.
  const session = useSession((s) => s.status);
  const saveAfterLogin = useSaveDesign((s) => s.saveAfterLogin);
  const editorReady = useEditor((s) => s.doc !== null && !s.processing);
  useEffect(() => {
    if (
      saveAfterLogin &&
      session === 'authenticated' &&
      !restoring &&
      editorReady &&
      (step === 'Edit' || step === 'Review')
    ) {
      // Asked too long ago, or dropped when the visitor left the login pages: not saved by itself.
      if (saveAfterLoginPending()) void flow.saveDesign();
      else useSaveDesign.setState({ saveAfterLogin: false });
    }
  }, [saveAfterLogin, session, restoring, editorReady, step]);

  useEffect(() => {
    document.title = 'Order your Brix | Brixilated';
  }, []);

  // Each step starts at the top of the page. Scrolled to (0, 0), the browser needs no layout first: the new
  // step is laid out in the next frame, not in the task that shows it.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) undo and redo pixel edits on the Edit step.
  useEffect(() => {
    if (step !== 'Edit') return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const target = e.target as HTMLElement | null;
      if (target && target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'range') return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) {
        e.preventDefault();
        useEditor.getState().undo();
      } else if ((key === 'z' && e.shiftKey) || key === 'y') {
        e.preventDefault();
        useEditor.getState().redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  if (!desktop) {
    return (
      <div className="page">
        <h1 className="page-title">Order your Brix</h1>
        <DesktopOnlyNotice />
        {/* Not a dead end: what a visitor on a phone or tablet can do meanwhile. */}
        <p className={styles.meanwhile}>Meanwhile, see what a Brix looks like and what it costs:</p>
        <div className="cluster">
          <Link to="/gallery" className="btn">
            Gallery
          </Link>
          <Link to="/pricing" className="btn">
            Pricing
          </Link>
          <Link to="/how-to-brix" className="btn">
            How to Brix
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={`page ${styles.page}`}>
      <StepHeader />
      {replacing && (
        <div className="notice notice-warning" role="alert">
          <p>
            {replacing.kind === 'design' ? 'Open your saved design?' : 'Open the design from your cart?'} The design you
            are working on has changes that are not saved, and it would be replaced.
          </p>
          <div className="cluster">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => {
                setReplacing(null);
                open(replacing);
              }}
            >
              {replacing.kind === 'design' ? 'Open the saved design' : 'Open the design from your cart'}
            </button>
            <button type="button" className="btn btn-sm" onClick={() => setReplacing(null)}>
              Keep working on this one
            </button>
          </div>
        </div>
      )}
      {restoreError && (
        <div className="notice notice-error" role="alert">
          <p>{restoreError}</p>
        </div>
      )}
      <section className={styles.body} aria-live="polite">
        {restoring ? (
          <p className={styles.restoring} role="status">
            <span className="spinner" aria-hidden="true" />
            <span>Opening your design...</span>
          </p>
        ) : (
          <>
            {step === 'Shape' && <ShapeStep />}
            {step === 'Size' && <SizeStep />}
            {step === 'Upload' && <UploadStep />}
            {(step === 'Shape' || step === 'Size' || step === 'Upload') && <StageWarmUp />}
            {(step === 'Shape' || step === 'Size') && <CropperWarmUp />}
            {step === 'Edit' && <EditStep />}
            {step === 'Review' && <ReviewStep />}
          </>
        )}
      </section>
      {cartError && (
        <div className="notice notice-error" role="alert">
          <p>{cartError}</p>
          {colorUnavailable && step === 'Review' && (
            <button type="button" className="btn btn-sm" onClick={flow.reopenDesign}>
              Open the design again
            </button>
          )}
        </div>
      )}
      <WizardButtons />
    </div>
  );
}
