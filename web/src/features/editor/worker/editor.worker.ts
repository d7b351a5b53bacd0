/// <reference lib="webworker" />
// The editor's worker: it owns the photo (decoded, cropped and held inside mosaic-core's WebAssembly
// memory) and runs the pipeline, so the page only ever sends numbers and receives grids. This file is its
// face to the page (Comlink) and what it holds between calls; reading photos is decode.ts's, the crop and the
// core's memory crop.ts's, the browser checks probes.ts's, and the pictures it makes pictures.ts's.
import * as Comlink from 'comlink';
import { MAX_UPLOAD_PIXELS, type Blending } from '@brixilated/shop';
import type { Adjustments, AllowedColors, Edit, Fidelity, NewPhoto, RenderedImage } from 'mosaic-core';
import {
  CROPPER_PICTURE_SIZE,
  MESSAGES,
  type CropArea,
  type EditedGrid,
  type GridMessage,
  type Outcome,
  type PhotoInfo,
  type Plates,
  type ReadPhoto,
} from '../common/protocol';
import { CORE_FAILED, core } from './core';
import { cropRect, cutInto, PHONE_PHOTO, warmedUpForPhone } from './crop';
import { decodeWhole, jpegHeaderOf, quickPicture, quickWay } from './decode';
import { fromError, problem, transferred } from './outcomes';
import { lookApi } from './looks';
import { finalPicture, previewLater, previewOf } from './pictures';
import { checkFrameCopy, checkFrameTurns, checkResizeTurns } from './probes';
import { EditorSession, type Finish } from './session';

/** Whether the core ran its warm-up (once per worker). */
let warmedUp = false;

/**
 * The newest photo read: its full decode (started when it was read; the crop waits for it) and its size as
 * the page was told (the crop's area is in those pixels), kept until a crop takes it or another photo comes.
 */
let source: { decoded: Promise<Outcome<ImageBitmap>>; size: PhotoInfo | null } | null = null;
/** The cropped photo in the core, once a crop is made. */
let session: EditorSession | null = null;
/** The newest crop's preview for the Upload step, made after the crop's grid is answered. */
let preview: Promise<Blob | null> | null = null;

/** Forgets the photo read last (not yet cropped); a decode still under way is let go when it ends. */
function dropSource(): void {
  const dropped = source;
  source = null;
  void dropped?.decoded.then((decoded) => decoded.ok && decoded.value.close());
}

function freePhoto() {
  session?.close();
  session = null;
}

/** Runs `fn` on the open photo's session, turning errors into Outcomes. */
function withSession<T>(fn: (s: EditorSession) => T): Outcome<T> {
  if (!session?.open) return problem('NO_PHOTO', MESSAGES.noPhoto);
  try {
    return { ok: true, value: fn(session) };
  } catch (err) {
    return fromError(err);
  }
}

const api = {
  /**
   * Warms the core up (once): the pipeline on a made-up 12 MP photo, so the customer's first photo finds
   * memory grown and code optimised instead of paying for both. Resolves when the core is ready.
   */
  async ready(): Promise<boolean> {
    const mosaic = await core();
    if (mosaic && !warmedUp) {
      warmedUp = true;
      try {
        mosaic.warmUp(PHONE_PHOTO);
        warmedUpForPhone();
        await checkFrameCopy();
        if (!(await checkFrameTurns())) await checkResizeTurns();
      } catch {
        // Only a head start: the first photo then does the same work itself.
      }
    }
    return mosaic !== null;
  },

  /**
   * Reads the chosen file and keeps it: answers its size (EXIF orientation applied) and, unless
   * `pictureSize` is null, the cropper's picture at about `pictureSize` pixels on its longer side (at most
   * CROPPER_PICTURE_SIZE). The full decode starts at once (or, where the quick picture comes from
   * createImageBitmap, once it is made) and goes on after the answer; a JPEG's picture comes from a quick,
   * reduced decode (the page never decodes the full photo itself).
   */
  async load(file: Blob, pictureSize: number | null = CROPPER_PICTURE_SIZE): Promise<Outcome<ReadPhoto>> {
    // The previous photo stays in the core until the new one is cropped, so a cancelled crop loses nothing.
    dropSource();
    const stored = await jpegHeaderOf(file);
    // A JPEG with too many pixels is refused before any of it is decoded.
    if (stored && stored.width * stored.height > MAX_UPLOAD_PIXELS) return problem('TOO_LARGE', MESSAGES.tooManyPixels);
    const wanted = pictureSize === null ? null : Math.min(pictureSize, CROPPER_PICTURE_SIZE);
    const way = stored && wanted ? await quickWay(stored, wanted) : null;
    const quickly = stored && wanted && way ? quickPicture(file, stored, wanted, way) : Promise.resolve(null);
    // A worker's createImageBitmap decodes one photo after another (Safari's engine): the full decode, begun
    // beside the quick picture, would hold it back, so there it begins once the picture is made.
    const whole = way === 'resize' ? quickly.then(() => decodeWhole(file)) : decodeWhole(file);
    const read = { decoded: whole, size: null as PhotoInfo | null };
    source = read;
    const quick = await quickly;
    if (quick) {
      read.size = { width: quick.width, height: quick.height };
      return { ok: true, value: quick };
    }
    const decoded = await read.decoded;
    if (!decoded.ok) {
      if (source === read) source = null;
      return decoded;
    }
    const { width, height } = decoded.value;
    read.size = { width, height };
    const picture = wanted ? await previewOf(decoded.value, wanted, 'medium').catch(() => null) : null;
    return { ok: true, value: { width, height, picture } };
  },

  /**
   * Cuts the cropper's area out of the photo read last (waiting for its full decode), hands it to the core
   * and pixelates it at the size's plates with only the `allowed` colours (palette indices: the shop's
   * available colours; all when left out) and `blending`. A photo too small for the size is refused here
   * with the core's own message.
   */
  async crop(
    area: CropArea,
    size: Plates,
    adjustments: Adjustments,
    allowed?: AllowedColors,
    blending?: Blending,
  ): Promise<Outcome<{ grid: GridMessage; photo: PhotoInfo }>> {
    // The photo is this crop's from here: a new crop means a new photo.
    const read = source;
    if (!read) return problem('NO_PHOTO', MESSAGES.noPhoto);
    source = null;
    const [mosaic, decoded] = await Promise.all([core(), read.decoded]);
    if (!decoded.ok) return decoded;
    const photo = decoded.value;
    if (!mosaic) {
      photo.close();
      return problem('INTERNAL', CORE_FAILED);
    }
    freePhoto();
    preview = null;
    // The area is in the pixels of the size the page was told, which is the decoded photo's.
    const rect = cropRect(area, read.size ?? photo, photo);
    const { width: sw, height: sh } = rect;
    let made: NewPhoto;
    try {
      // Written straight into the core's memory: the decoded photo's area is copied once.
      made = await cutInto(mosaic, photo, rect);
    } catch (err) {
      // Out of memory for the crop or its canvas, say: the customer reads what went wrong, not a worker crash.
      photo.close();
      return fromError(err);
    }
    try {
      freePhoto();
      session = new EditorSession(mosaic);
      const grid = session.adopt(made.photo, size, adjustments, allowed, blending);
      // The decoded photo is kept only for the preview, then closed.
      preview = previewLater(photo, rect);
      return { ok: true, value: { grid: transferred(grid), photo: { width: sw, height: sh } } };
    } catch (err) {
      photo.close();
      freePhoto();
      return fromError(err);
    }
  },

  /** A small JPEG of the newest crop (at most PREVIEW_SIZE a side) for the page to show. */
  async croppedPreview(): Promise<Blob | null> {
    const made = preview;
    preview = null;
    return made;
  },

  /**
   * Re-runs the pipeline with new slider values, the colours now allowed and the colour blending (the photo
   * stays in the worker) and replays the customer's edits (oldest first, at most the newest 500) onto the new grid with
   * the core.
   */
  async pixelate(
    adjustments: Adjustments,
    edits: Edit[],
    allowed?: AllowedColors,
    blending?: Blending,
    finish?: Finish,
  ): Promise<Outcome<EditedGrid>> {
    const outcome = withSession((s) => s.pixelate(adjustments, edits, allowed, blending, finish));
    return outcome.ok ? { ok: true, value: transferred(outcome.value) } : outcome;
  },

  /** Replays `edits` onto the newest pixelation again (the customer painted while it was being made). */
  async replay(edits: Edit[]): Promise<Outcome<EditedGrid>> {
    const outcome = withSession((s) => s.replay(edits));
    return outcome.ok ? { ok: true, value: transferred(outcome.value) } : outcome;
  },

  /** How much the grid (as shown, edits included) looks like the photo from a distance (the core's measure). */
  async fidelity(width: number, height: number, indices: Uint8Array): Promise<Outcome<Fidelity>> {
    return withSession((s) => s.fidelity({ width, height, indices }));
  },

  /** The final shaded picture (studs), FINAL_RENDER_WIDTH pixels wide, as a PNG. */
  async renderFinal(width: number, height: number, indices: Uint8Array): Promise<Outcome<Blob>> {
    const mosaic = await core();
    if (!mosaic) return problem('INTERNAL', CORE_FAILED);
    try {
      return { ok: true, value: await finalPicture(mosaic, { width, height, indices }) };
    } catch (err) {
      return fromError(err);
    }
  },

  /**
   * The grid as it looks from across the room (the core's distance view: colours blurred in linear light
   * by the eye's blur at 3 m), at `pxPerStud` pixels a stud, as RGBA handed over to the page.
   */
  async viewFromDistance(
    width: number,
    height: number,
    indices: Uint8Array,
    pxPerStud: number,
  ): Promise<Outcome<RenderedImage>> {
    const mosaic = await core();
    if (!mosaic) return problem('INTERNAL', CORE_FAILED);
    try {
      const image = mosaic.render({ width, height, indices }, { pxPerStud, style: 'distance' });
      return { ok: true, value: Comlink.transfer(image, [image.rgba.buffer as ArrayBuffer]) };
    } catch (err) {
      return fromError(err);
    }
  },

  ...lookApi(withSession),

  /** Forgets the photo (Start Over). */
  async reset(): Promise<void> {
    dropSource();
    freePhoto();
    preview = null;
  },
};

export type EditorWorkerApi = typeof api;

Comlink.expose(api);
