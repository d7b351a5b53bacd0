// The wizard kept across page reloads: on the order page's first visit after a page load it opens the kept
// wizard, and from then on keeps the wizard in the browser after every change (a new step at once, other
// changes shortly after); Start Over (and so Add to Cart) forgets it, and so does the end of a session
// (stores/keptWork.ts). It is kept as the logged-in customer's or the visitor's (persist.ts `mayOpen`).
import { onForgetKeptWork } from '../../stores/keptWork';
import { useSession } from '../../stores/session';
import { useEditor } from '../editor';
import { useChoices } from './choices';
import { VISITOR, wizardKeeper, type Owner, type WizardKeeper } from './persist';
import { usePhoto } from './photo';
import { useSaveDesign } from './saveDesign';
import { designKey, useWizard } from './wizardStore';

/** A change is kept this long after the last one (a brush stroke changes the grid many times a second). */
const KEEP_DELAY_MS = 300;

let keeper: WizardKeeper | null = null;
let resumed: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Whose the wizard is: the logged-in customer's, else the visitor's. */
const owner = (): Owner => useSession.getState().user?._id ?? VISITOR;

/** Nothing chosen yet: nothing to keep. */
function fresh(): boolean {
  return (
    useWizard.getState().step === 'Shape' &&
    useChoices.getState().shape === null &&
    usePhoto.getState().keptFile() === null
  );
}

/** Keeps the wizard as it is now (or forgets it, once Start Over emptied it). */
export function keepNow(): Promise<void> {
  clearTimeout(timer);
  if (!keeper) return Promise.resolve();
  // Half-opened: it is kept once it is whole.
  if (useWizard.getState().restoring) {
    schedule();
    return Promise.resolve();
  }
  return keeper.save(fresh() ? null : useWizard.getState().snapshot(), owner());
}

/** The step last kept: a new step (and Start Over) is kept at once, other changes shortly after. */
let keptStep: string | null = null;

function schedule() {
  clearTimeout(timer);
  const { step, restoring } = useWizard.getState();
  if (!restoring && (step !== keptStep || fresh())) {
    keptStep = step;
    void keepNow();
    return;
  }
  timer = setTimeout(() => void keepNow(), KEEP_DELAY_MS);
}

function startKeeping() {
  for (const store of [useWizard, useChoices, usePhoto, useEditor, useSaveDesign] as const) {
    (store.subscribe as (listener: () => void) => () => void)(schedule);
  }
  // A tab being hidden, closed or reloaded keeps its latest change at once (as far as the browser lets a
  // page that is going away finish writing).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void keepNow();
  });
  window.addEventListener('pagehide', () => void keepNow());
}

/** Whether the wizard holds work that is not saved as it is now (opening a saved design would replace it). */
export function hasUnsavedWork(): boolean {
  if (fresh()) return false;
  const { status, savedKey } = useSaveDesign.getState();
  return !(status === 'saved' && savedKey === designKey());
}

/**
 * The order page opened: the first time after a page load, the kept wizard comes back (unless the wizard
 * was started meanwhile) and keeping starts; later calls answer at once.
 */
export function resumeWizard(): Promise<void> {
  if (!resumed) {
    const kept = wizardKeeper();
    keeper = kept;
    resumed = (async () => {
      // Whose wizard may open is known once the shop has said who is logged in.
      if (useSession.getState().status === 'loading') await useSession.getState().refresh();
      const snapshot = await kept.load(owner());
      startKeeping();
      if (snapshot && fresh()) await useWizard.getState().restore(snapshot);
    })();
  }
  return resumed;
}

// The session ended: the wizard in memory is emptied (and so forgotten in the browser too).
onForgetKeptWork(async () => {
  useWizard.getState().startOver();
  await keepNow();
});
