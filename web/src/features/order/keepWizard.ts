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
import { designKey, restore, snapshot, startOver } from './flow';
import { useWizard } from './wizardStore';

/** A change is kept this long after the last one (a brush stroke changes the grid many times a second). */
const KEEP_DELAY_MS = 300;

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

/** Keeping the page's wizard: where it is kept, whether it came back yet, and the next keep waiting. */
class WizardKeeping {
  private keeper: WizardKeeper | null = null;
  private resumed: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The step last kept: a new step (and Start Over) is kept at once, other changes shortly after. */
  private keptStep: string | null = null;

  /** Keeps the wizard as it is now (or forgets it, once Start Over emptied it). */
  keepNow(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.keeper) return Promise.resolve();
    // Half-opened: it is kept once it is whole.
    if (useWizard.getState().restoring) {
      this.schedule();
      return Promise.resolve();
    }
    return this.keeper.save(fresh() ? null : snapshot(), owner());
  }

  private schedule() {
    clearTimeout(this.timer);
    const { step, restoring } = useWizard.getState();
    if (!restoring && (step !== this.keptStep || fresh())) {
      this.keptStep = step;
      void this.keepNow();
      return;
    }
    this.timer = setTimeout(() => void this.keepNow(), KEEP_DELAY_MS);
  }

  private startKeeping() {
    const schedule = () => this.schedule();
    for (const store of [useWizard, useChoices, usePhoto, useEditor, useSaveDesign] as const) {
      (store.subscribe as (listener: () => void) => () => void)(schedule);
    }
    // A tab being hidden, closed or reloaded keeps its latest change at once (as far as the browser lets a
    // page that is going away finish writing).
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void this.keepNow();
    });
    window.addEventListener('pagehide', () => void this.keepNow());
  }

  /** See resumeWizard. */
  resume(): Promise<void> {
    if (!this.resumed) {
      const kept = wizardKeeper();
      this.keeper = kept;
      this.resumed = (async () => {
        // Whose wizard may open is known once the shop has said who is logged in.
        if (useSession.getState().status === 'loading') await useSession.getState().refresh();
        const saved = await kept.load(owner());
        this.startKeeping();
        if (saved && fresh()) await restore(saved);
      })();
    }
    return this.resumed;
  }
}

/** The page's one kept wizard (there is one wizard a page). */
const keeping = new WizardKeeping();

/** Keeps the wizard as it is now (or forgets it, once Start Over emptied it). */
export const keepNow = (): Promise<void> => keeping.keepNow();

/**
 * The order page opened: the first time after a page load, the kept wizard comes back (unless the wizard
 * was started meanwhile) and keeping starts; later calls answer at once.
 */
export const resumeWizard = (): Promise<void> => keeping.resume();

/** Whether the wizard holds work that is not saved as it is now (opening a saved design would replace it). */
export function hasUnsavedWork(): boolean {
  if (fresh()) return false;
  const { status, savedKey } = useSaveDesign.getState();
  return !(status === 'saved' && savedKey === designKey());
}

// The session ended: the wizard in memory is emptied (and so forgotten in the browser too).
onForgetKeptWork(async () => {
  startOver();
  await keepNow();
});
