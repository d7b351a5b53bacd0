// What the Upload step shows of the photo, as plain data: its stage, the pictures, the upload's progress and
// the crop made of it (kept with a saved design and across a reload).
import type { CropArea, GridMessage, PhotoInfo } from '../editor';
import type { Plates } from './choices';
import type { UploadedImage } from '@brixilated/shop';

/**
 * `uploading`: cropped (the editor can open) and still going up; `ready`: cropped and stored;
 * `uploadFailed`: cropped, but the upload failed (the kept file is sent again by `whenUploaded`).
 */
export type PhotoStage = 'empty' | 'reading' | 'cropping' | 'processing' | 'uploading' | 'uploadFailed' | 'ready';

/** Whether the photo is cropped, so the editor can open on it (its upload may still be under way). */
export const isCropped = (stage: PhotoStage) => stage === 'uploading' || stage === 'uploadFailed' || stage === 'ready';

export interface PhotoState {
  stage: PhotoStage;
  /** The chosen file, shown in the cropper. */
  sourceUrl: string | null;
  sourceInfo: PhotoInfo | null;
  /** The cropped picture, shown once ready. */
  croppedUrl: string | null;
  /** The cropped picture is being made (it follows the crop: the editor can open meanwhile). */
  previewing: boolean;
  uploaded: UploadedImage | null;
  /** 0..1 while the chosen photo uploads to /api/images. */
  progress: number;
  error: string | null;
  /** Bumped for every new cropped photo, so the editor knows when to start afresh. */
  version: number;
  /** The size changed after a crop: the same photo waits to be cropped again for the new size. */
  recrop: boolean;
  /** The crop made of the photo and the plates it was made for (kept with a saved design and across a reload). */
  crop: KeptCrop | null;
  /** When the shop stored the photo (ms since 1970; null: not stored yet, or not known). */
  uploadedAt: number | null;
}

/** A crop: the area of the photo, in its pixels, and the plates it was pixelated at. */
export interface KeptCrop {
  area: CropArea;
  plates: Plates;
}

/** A photo as kept to open again: the file, where the shop stored it (if it did) and the crop made of it. */
export interface KeptPhoto {
  file: Blob;
  uploaded: UploadedImage | null;
  /** When the shop stored it (ms since 1970; null: not known, a saved design's photo say). */
  uploadedAt?: number | null;
  crop: KeptCrop | null;
}

export interface FirstGrid extends GridMessage {
  /** The palette indices the grid was quantised with (the shop's available colors at the crop). */
  allowed: readonly number[];
}

export const emptyPhoto = (version = 0): PhotoState => ({
  stage: 'empty',
  sourceUrl: null,
  sourceInfo: null,
  croppedUrl: null,
  previewing: false,
  uploaded: null,
  progress: 0,
  error: null,
  version,
  recrop: false,
  crop: null,
  uploadedAt: null,
});
