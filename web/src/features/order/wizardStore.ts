// The order wizard's own state: which step is open, how far the customer has come, and whether a design is
// being opened. It holds no actions: moving through the wizard changes several stores at once, and that is
// the flow's job (flow.ts), so this store and the others never call each other.
import { create } from 'zustand';
import type { StepName } from './shapes';

export interface WizardState {
  step: StepName;
  /** The furthest step the customer may jump to from the header. */
  reached: StepName;
  /** The photo version the editor last loaded, so it starts afresh only for a new photo. */
  editorPhotoVersion: number;
  /** A kept or saved design is being opened (the steps wait for it). */
  restoring: boolean;
  /** Why the saved design could not be opened. */
  restoreError: string | null;
  /** The cart item the design was opened from: Add to Cart puts the Brix in its place. */
  fromCartItem: string | null;
}

/** The wizard before anything is chosen (and after Start Over). */
export const WIZARD_START: Readonly<WizardState> = {
  step: 'Shape',
  reached: 'Shape',
  editorPhotoVersion: -1,
  restoring: false,
  restoreError: null,
  fromCartItem: null,
};

export const useWizard = create<WizardState>(() => ({ ...WIZARD_START }));
