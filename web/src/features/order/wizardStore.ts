// The order wizard's steps: which one is open, how far the customer has come, and what moving between
// them does. Each step's data has its own store (choices.ts: shape and size; photo.ts: the photo, its
// crop and upload; the editor store: the mosaic; final.ts: the shaded picture; addToCart.ts: the cart
// item); the actions here are the ones that change several of them at once, so those stores never call
// each other.
import { create } from 'zustand';
import type { Shape, SizeName } from '@brixilated/shop';
import { DEFAULT_SLIDERS, useEditor } from '../editor/client/store';
import type { CropArea } from '../editor/shared/protocol';
import { useAddToCart } from './addToCart';
import { trackNext } from './analytics';
import { selectedSize, useChoices } from './choices';
import { useFinal } from './final';
import { isCropped, usePhoto } from './photo';
import { STEPS, stepIndex, type StepName } from './shapes';

interface WizardState {
  step: StepName;
  /** The furthest step the customer may jump to from the header. */
  reached: StepName;
  /** The photo version the editor last loaded, so it starts afresh only for a new photo. */
  editorPhotoVersion: number;

  chooseShape(shape: Shape): void;
  chooseSize(name: SizeName): void;
  setCustom(wide: number, high: number): void;
  confirmCrop(area: CropArea): Promise<void>;
  next(): void;
  back(): void;
  goTo(step: StepName): void;
  startOver(): void;
  /** Renders and uploads the final picture again (after it failed on entering Review). */
  retryFinal(): void;
  addToCart(): Promise<boolean>;
  /**
   * Back to the Edit step after the server refused the Brix for a colour the shop no longer sells: the
   * editor asks for the available colours again and remakes the picture with them.
   */
  reopenDesign(): void;
}

/** Whether `step` has produced its data, so Next is enabled. */
export function stepComplete(step: StepName): boolean {
  switch (step) {
    case 'Shape':
      return useChoices.getState().shape !== null;
    case 'Size':
      return selectedSize(useChoices.getState()) !== null;
    case 'Upload':
      return isCropped(usePhoto.getState().photo.stage);
    case 'Edit': {
      const editor = useEditor.getState();
      return editor.doc !== null && !editor.processing;
    }
    case 'Review':
      return useFinal.getState().final.status === 'ready';
  }
}

/** The open step's completeness, following every store it depends on. */
export function useStepComplete(): boolean {
  const step = useWizard((s) => s.step);
  // Each selector reads what stepComplete reads, so the component re-renders when it changes.
  useChoices((s) => (step === 'Shape' ? s.shape : step === 'Size' ? selectedSize(s) : null));
  usePhoto((s) => (step === 'Upload' ? s.photo.stage : null));
  useEditor((s) => (step === 'Edit' ? s.doc !== null && !s.processing : null));
  useFinal((s) => (step === 'Review' ? s.final.status : null));
  return stepComplete(step);
}

const later = (a: StepName, b: StepName) => (stepIndex(a) >= stepIndex(b) ? a : b);
const earlier = (a: StepName, b: StepName) => (stepIndex(a) <= stepIndex(b) ? a : b);

export const useWizard = create<WizardState>((set, get) => {
  /** A new aspect ratio: the crop and everything made from it start again (the photo is kept). */
  function forgetCrop(photoToo: boolean) {
    usePhoto.getState().forget(photoToo);
    useFinal.getState().reset();
    useEditor.getState().clear();
  }

  /** The customer changed `step`'s data: steps after it must be walked through again. */
  function changedAt(step: StepName) {
    set({ reached: earlier(get().reached, step) });
  }

  function enter(step: StepName) {
    const { firstGrid, photo } = usePhoto.getState();
    if (step === 'Edit' && firstGrid && get().editorPhotoVersion !== photo.version) {
      // A new photo: the editor starts from its first pixelation (copied: the editor changes its grid in place).
      const g = firstGrid;
      useEditor.getState().load({ width: g.width, height: g.height, indices: g.indices.slice(), counts: g.counts.slice() }, DEFAULT_SLIDERS, g.allowed);
      set({ editorPhotoVersion: photo.version });
    }
    // The shop may have run out of a colour since: the editor asks again and reprocesses if so.
    if (step === 'Edit') void useEditor.getState().checkAvailability();
    set({ step, reached: later(step, get().reached) });
    if (step === 'Review') useFinal.getState().render();
  }

  return {
    step: 'Shape',
    reached: 'Shape',
    editorPhotoVersion: -1,

    chooseShape(shape) {
      if (!useChoices.getState().chooseShape(shape)) return;
      forgetCrop(false);
      changedAt('Shape');
      // The editor worker starts now and warms the core up while the customer picks shape and size; the
      // shop's available colours are asked for now too, so the crop can use them at once.
      void useEditor.getState().worker().ready().catch(() => {});
      void useEditor.getState().checkAvailability();
    },

    chooseSize(name) {
      if (!useChoices.getState().chooseSize(name)) return;
      forgetCrop(false);
      changedAt('Size');
    },

    setCustom(wide, high) {
      useChoices.getState().setCustom(wide, high);
      forgetCrop(false);
      changedAt('Size');
    },

    async confirmCrop(area) {
      const size = selectedSize(useChoices.getState());
      if (!size) return;
      useEditor.getState().clear();
      useFinal.getState().reset();
      changedAt('Upload');
      await usePhoto.getState().confirmCrop(area, size.sizeData.plates);
    },

    next() {
      const { step } = get();
      if (step === 'Review' || !stepComplete(step)) return;
      trackNext(step);
      enter(STEPS[stepIndex(step) + 1]);
    },

    back() {
      const { step } = get();
      if (step !== 'Shape') set({ step: STEPS[stepIndex(step) - 1] });
    },

    goTo(step) {
      if (stepIndex(step) > stepIndex(get().reached) || step === get().step) return;
      enter(step);
    },

    retryFinal() {
      if (get().step === 'Review' && useFinal.getState().final.status === 'error') useFinal.getState().render();
    },

    startOver() {
      forgetCrop(true);
      useChoices.getState().reset();
      useAddToCart.getState().reset();
      set({ step: 'Shape', reached: 'Shape', editorPhotoVersion: -1 });
    },

    reopenDesign() {
      useAddToCart.getState().reset();
      useFinal.getState().reset();
      get().goTo('Edit');
    },

    addToCart() {
      const choices = useChoices.getState();
      return useAddToCart.getState().add({
        shape: choices.shape,
        size: selectedSize(choices),
        doc: useEditor.getState().doc,
        blending: useEditor.getState().blending,
        // Stored by now: the Review step is ready only once the photo's upload is done.
        photo: usePhoto.getState().photo.uploaded,
        picture: useFinal.getState().final.uploaded,
      });
    },
  };
});
