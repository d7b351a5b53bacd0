// The order wizard's way, in one place: which step is open, what each step needs before Next, and what moving
// between steps starts. Each step's data has its own store (choices.ts: shape and size; photo.ts: the photo, its
// crop and upload; the editor store: the mosaic; final.ts: the shaded picture; addToCart.ts: the cart item;
// wizardStore.ts: the step itself). Those stores never call each other or this module; the actions here are the
// ones that change several of them at once. The whole design as one value (`snapshot`, `restore`) is made here
// too: it is kept in the browser across a reload (keepWizard.ts) and saved to the customer's account
// (saveDesign.ts, opened again by `openDesign`).
import type { Design, DesignInput, NewCartItem, Shape, SizeName } from '@brixilated/shop';
import { api } from '../../lib/api';
import { useCart } from '../../stores/cart';
import { DEFAULT_SLIDERS, copyActions, editorPipeline, useEditor, type CropArea } from '../editor';
import { useAddToCart } from './addToCart';
import { trackNext } from './analytics';
import { selectedSize, useChoices } from './choices';
import { designOfItem, recipeOf, snapshotFromDesign, toDesignInput, type WizardSnapshot } from './design';
import { useFinal } from './final';
import { isCropped, usePhoto } from './photo';
import { saveError, useSaveDesign } from './saveDesign';
import { STEPS, stepIndex, type StepName } from './shapes';
import { useWizard, WIZARD_START } from './wizardStore';

/** Why a cart item could not be opened: it is no longer in the cart, or it was added before the shop kept how. */
export const CART_ITEM_NOT_OPENABLE = "That cart item can't be opened again. You can still order it from your cart.";

/** Why a saved design could not be opened, when its photo cannot be fetched. */
export const DESIGN_PHOTO_MISSING =
  "Your design's photo could not be loaded. Please try again, or upload the photo again.";

const wizard = () => useWizard.getState();
const later = (a: StepName, b: StepName) => (stepIndex(a) >= stepIndex(b) ? a : b);
const earlier = (a: StepName, b: StepName) => (stepIndex(a) <= stepIndex(b) ? a : b);

/** Names the design's state, so the page can tell whether it changed since it was saved. */
export function designKey(): string {
  const { photo } = usePhoto.getState();
  const { version, adjustments, blending, colorCap, tidy, doc } = useEditor.getState();
  return JSON.stringify([photo.version, doc ? version : -1, adjustments, blending, colorCap, tidy]);
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
    // Both show the size (asked of the shop again after a reload): not complete without it.
    case 'Edit': {
      const editor = useEditor.getState();
      return editor.doc !== null && !editor.processing && selectedSize(useChoices.getState()) !== null;
    }
    case 'Review':
      return useFinal.getState().final.status === 'ready' && selectedSize(useChoices.getState()) !== null;
  }
}

/** The open step's completeness, following every store it depends on. */
export function useStepComplete(): boolean {
  const step = useWizard((s) => s.step);
  // Each selector reads what stepComplete reads, so the component re-renders when it changes.
  useChoices((s) => (step === 'Shape' ? s.shape : step === 'Upload' ? null : selectedSize(s)));
  usePhoto((s) => (step === 'Upload' ? s.photo.stage : null));
  useEditor((s) => (step === 'Edit' ? s.doc !== null && !s.processing : null));
  useFinal((s) => (step === 'Review' ? s.final.status : null));
  return stepComplete(step);
}

/** A new aspect ratio: the crop and everything made from it start again (the photo is kept). */
function forgetCrop(photoToo: boolean) {
  usePhoto.getState().forget(photoToo);
  useFinal.getState().reset();
  useEditor.getState().clear();
}

/** The customer changed `step`'s data: steps after it must be walked through again. */
function changedAt(step: StepName) {
  useWizard.setState({ reached: earlier(wizard().reached, step) });
}

/** Renders and uploads the final picture from the editor's grid, once the photo is stored too. */
function renderFinal() {
  useFinal.getState().render(useEditor.getState().doc, () => usePhoto.getState().whenUploaded());
}

function enter(step: StepName) {
  const { firstGrid, photo } = usePhoto.getState();
  if (step === 'Edit' && firstGrid && wizard().editorPhotoVersion !== photo.version) {
    // A new photo: the editor starts from its first pixelation (copied: the editor changes its grid in place).
    const g = firstGrid;
    useEditor
      .getState()
      .load(
        { width: g.width, height: g.height, indices: g.indices.slice(), counts: g.counts.slice() },
        DEFAULT_SLIDERS,
        g.allowed,
      );
    useWizard.setState({ editorPhotoVersion: photo.version });
  }
  // The shop may have run out of a colour since: the editor asks again and reprocesses if so.
  if (step === 'Edit') void editorPipeline.checkAvailability();
  useWizard.setState({ step, reached: later(step, wizard().reached) });
  if (step === 'Review') renderFinal();
}

export function chooseShape(shape: Shape): void {
  if (!useChoices.getState().chooseShape(shape)) return;
  forgetCrop(false);
  changedAt('Shape');
  // The editor worker starts now and warms the core up while the customer picks shape and size; the
  // shop's available colours are asked for now too, so the crop can use them at once.
  editorPipeline.warmUp();
  void editorPipeline.checkAvailability();
}

export function chooseSize(name: SizeName): void {
  if (!useChoices.getState().chooseSize(name)) return;
  forgetCrop(false);
  changedAt('Size');
}

export function setCustom(wide: number, high: number): void {
  useChoices.getState().setCustom(wide, high);
  forgetCrop(false);
  changedAt('Size');
}

export async function confirmCrop(area: CropArea): Promise<void> {
  const size = selectedSize(useChoices.getState());
  if (!size) return;
  useEditor.getState().clear();
  useFinal.getState().reset();
  changedAt('Upload');
  await usePhoto.getState().confirmCrop(area, size.sizeData.plates);
}

export function next(): void {
  const { step } = wizard();
  if (step === 'Review' || !stepComplete(step)) return;
  trackNext(step);
  enter(STEPS[stepIndex(step) + 1]);
}

export function back(): void {
  const { step } = wizard();
  if (step !== 'Shape') useWizard.setState({ step: STEPS[stepIndex(step) - 1] });
}

export function goTo(step: StepName): void {
  if (stepIndex(step) > stepIndex(wizard().reached) || step === wizard().step) return;
  enter(step);
}

/** Renders and uploads the final picture again (after it failed on entering Review). */
export function retryFinal(): void {
  if (wizard().step === 'Review' && useFinal.getState().final.status === 'error') renderFinal();
}

export function startOver(): void {
  forgetCrop(true);
  useChoices.getState().reset();
  useAddToCart.getState().reset();
  useSaveDesign.getState().reset();
  useWizard.setState({ ...WIZARD_START, restoring: wizard().restoring });
}

/**
 * Back to the Edit step after the server refused the Brix for a colour the shop no longer sells: the
 * editor asks for the available colours again and remakes the picture with them.
 */
export function reopenDesign(): void {
  useAddToCart.getState().reset();
  useFinal.getState().reset();
  goTo('Edit');
}

/** Everything the wizard holds, as one value (copies: the editor changes its grid in place). */
export function snapshot(): WizardSnapshot {
  const { step, reached } = wizard();
  const choices = useChoices.getState();
  const { photo, keptFile } = usePhoto.getState();
  const file = keptFile();
  const { doc, adjustments, blending, colorCap, tidy } = useEditor.getState();
  const design = useSaveDesign.getState();
  return {
    step,
    reached,
    choices: {
      shape: choices.shape,
      sizeName: choices.sizeName,
      custom: { ...choices.custom },
      unit: choices.unit,
    },
    photo: file
      ? {
          file,
          uploaded: photo.uploaded ? { ...photo.uploaded } : null,
          uploadedAt: photo.uploaded ? photo.uploadedAt : null,
          crop:
            isCropped(photo.stage) && photo.crop
              ? { area: { ...photo.crop.area }, plates: { ...photo.crop.plates } }
              : null,
        }
      : null,
    editor: doc
      ? {
          width: doc.width,
          height: doc.height,
          indices: doc.indices.slice(),
          adjustments: { ...adjustments },
          blending,
          colorCap,
          tidy,
          // A brush stroke still being drawn counts as done.
          done: copyActions(doc.stroke ? [...doc.done, doc.stroke] : doc.done),
          undone: copyActions(doc.undone),
        }
      : null,
    design: {
      id: design.id,
      saveAfterLogin: design.saveAfterLogin,
      saved: design.status === 'saved' && design.savedKey === designKey(),
    },
  };
}

/** Opens the wizard at a kept design: its step, choices, photo (cropped again) and edits. */
export async function restore(kept: WizardSnapshot): Promise<void> {
  useWizard.setState({ restoring: true, restoreError: null });
  try {
    forgetCrop(true);
    useAddToCart.getState().reset();
    useChoices.getState().restore(kept.choices);
    useSaveDesign.getState().restore(kept.design);
    let { step, reached } = kept;
    // Without its photo, the wizard goes back to the Upload step (the photo's own error says why).
    const opened = kept.photo !== null && (await usePhoto.getState().restore(kept.photo));
    const cropped = opened && kept.photo?.crop != null;
    if (cropped && kept.editor) {
      const { width, height, indices, adjustments, blending, colorCap, tidy, done, undone } = kept.editor;
      useEditor
        .getState()
        .restore({ width, height, indices }, { adjustments, blending, colorCap, tidy }, { done, undone });
      useWizard.setState({ editorPhotoVersion: usePhoto.getState().photo.version });
    }
    if (!cropped) {
      step = earlier(step, 'Upload');
      reached = earlier(reached, 'Upload');
    }
    useWizard.setState({ step: earlier(step, reached), reached });
    if (stepIndex(wizard().step) >= stepIndex('Edit')) enter(wizard().step);
    // Saved as it is (a saved design opened, or one saved before the reload): still saved.
    if (kept.design.saved && cropped && kept.editor) useSaveDesign.getState().keepSaved(designKey());
  } finally {
    useWizard.setState({ restoring: false });
  }
}

/** Opens a design (saved, or a cart item's) at the Edit step, with its photo fetched from the shop. */
async function openFrom(read: () => Promise<DesignInput | Design>) {
  useWizard.setState({ restoring: true, restoreError: null });
  try {
    const design = await read();
    const res = await fetch(design.photoUrl, { credentials: 'same-origin' }).catch(() => null);
    if (!res?.ok) throw new Error(DESIGN_PHOTO_MISSING);
    const opened = snapshotFromDesign(design, await res.blob());
    // The customer's choice of inches or centimetres stays theirs.
    opened.choices.unit = useChoices.getState().unit;
    await restore(opened);
  } catch (err) {
    useWizard.setState({ restoring: false, restoreError: saveError(err) });
  }
}

/** Opens one of the customer's saved designs at the Edit step. */
export async function openDesign(id: string): Promise<void> {
  useWizard.setState({ fromCartItem: null });
  await openFrom(async () => (await api.get<{ data: Design }>(`/designs/${encodeURIComponent(id)}`)).data);
}

/** Opens an item of the cart at the Edit step, as a new design made from it (the item stays in the cart). */
export async function openCartItem(id: string): Promise<void> {
  await openFrom(async () => {
    const cart = useCart.getState();
    if (cart.status !== 'ready') await cart.load();
    const item = useCart.getState().items.find((i) => i.id === id);
    const design = item && designOfItem(item);
    if (!design) throw new Error(CART_ITEM_NOT_OPENABLE);
    return design;
  });
  useWizard.setState({ fromCartItem: wizard().restoreError === null ? id : null });
}

/** Saves the design to the customer's account (a design opened or saved before is updated); true when saved. */
export async function saveDesign(): Promise<boolean> {
  const editor = useEditor.getState();
  if (!editor.doc || editor.processing) return false;
  const kept = snapshot();
  return useSaveDesign.getState().save(async (again) => {
    // The photo may still be going up (it does so in the background): the design needs it stored. When
    // the shop no longer has it (`again`), the photo this browser keeps is sent once more.
    const photo = await (again ? usePhoto.getState().uploadAgain() : usePhoto.getState().whenUploaded());
    return toDesignInput(kept, photo.url);
  }, designKey());
}

/** Puts the finished Brix in the cart (in place of the cart item it was opened from); true when it is there. */
export function addToCart(): Promise<boolean> {
  const choices = useChoices.getState();
  const { doc, blending, colorCap, tidy } = useEditor.getState();
  const replacing = wizard().fromCartItem;
  const put = (item: NewCartItem) =>
    replacing === null ? useCart.getState().add(item) : useCart.getState().replace(replacing, item);
  return useAddToCart.getState().add(
    {
      shape: choices.shape,
      size: selectedSize(choices),
      doc,
      blending,
      colorCap,
      tidy,
      recipe: recipeOf(snapshot()),
      // Stored by now: the Review step is ready only once the photo's upload is done.
      photo: usePhoto.getState().photo.uploaded,
      picture: useFinal.getState().final.uploaded,
      // The shop no longer has the photo: the kept file is sent again.
      uploadAgain: () => usePhoto.getState().uploadAgain(),
    },
    put,
  );
}
