// The photo's uploads to /api/images, as jobs: the photo in the cropper goes up while the customer crops
// (`pending`; a job may wait for a cue before it sends, see `start`), and once cropped it becomes the order's
// photo (`committed`), whose upload is followed to its end. A photo the shop already stored is not sent again,
// unless it was stored so long ago that the shop may have deleted it (then it is sent afresh); a failed upload
// is sent again when the photo is needed, and a photo the shop no longer has is sent again on request.
import type { UploadedImage } from '@brixilated/shop';
import { ApiError, errorMessage } from '../../lib/api';
import { MESSAGES } from '../editor';
import { mayBeSwept, uploadImage } from './upload';

export interface UploadJob {
  file: Blob;
  done: Promise<UploadedImage>;
  abort(): void;
  /** Starts sending now if the job waits for its cue (see `PhotoUploads.start`); nothing otherwise. */
  begin(): void;
  /** Where the shop stored it, once known (at once for a photo stored before). */
  stored: UploadedImage | null;
  /** When the shop stored it (ms since 1970), once known; null when not known. */
  uploadedAt: number | null;
}

/** What the order's photo's upload tells its owner. */
export interface UploadEvents {
  /** How far the order's photo, or the photo in the cropper, has gone up (0..1). */
  progress(fraction: number): void;
  /** The order's photo is stored. */
  stored(uploaded: UploadedImage, uploadedAt: number | null): void;
  /** The order's photo's upload failed (not cancelled): why. */
  failed(message: string): void;
  /** The order's photo is being sent again. */
  resent(): void;
}

export type Send = typeof uploadImage;

const cancelled = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** A lost connection or a server in trouble is worth a second try; a photo the shop refused is not. */
export const worthRetrying = (err: unknown) =>
  err instanceof ApiError && (err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500);

export class PhotoUploads {
  /** The photo whose crop is current (or kept across a size change). */
  private committed: UploadJob | null = null;
  /** A newly chosen photo in the cropper, uploading while the customer crops. */
  private pending: UploadJob | null = null;
  /** Why the committed photo's upload failed, while it stands failed. */
  private failure: string | null = null;

  constructor(
    private readonly events: UploadEvents,
    private readonly send: Send = uploadImage,
    private readonly now: () => number = Date.now,
  ) {}

  /** Why the order's photo's upload failed, while it stands failed. */
  get error(): string | null {
    return this.failure;
  }

  /** Whether there is an order's photo (cropped, or kept across a size change). */
  get hasPhoto(): boolean {
    return this.committed !== null;
  }

  /** The order's photo file, else the one in the cropper. */
  keptFile(): Blob | null {
    return this.committed?.file ?? this.pending?.file ?? null;
  }

  /**
   * Sends `file` (progress reported while it is the pending or the committed job): at once, or with `cue`
   * when `cue` resolves, or when someone waits for the photo (`whenUploaded`), whichever comes first. A job
   * aborted before it started sends nothing.
   */
  start(file: Blob, cue?: Promise<unknown>): UploadJob {
    const controller = new AbortController();
    let begin!: () => void;
    const started = new Promise<void>((resolve) => (begin = resolve));
    const send = () => {
      if (controller.signal.aborted) return Promise.reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return this.send(
        file,
        (file instanceof File && file.name) || `${this.now()}.jpg`,
        (fraction) => {
          if (this.pending === job || this.committed === job) this.events.progress(fraction);
        },
        controller.signal,
      );
    };
    const job: UploadJob = {
      file,
      stored: null,
      uploadedAt: null,
      abort: () => controller.abort(),
      begin,
      done: cue ? started.then(send) : send(),
    };
    void cue?.then(begin, begin);
    job.done.then(
      (uploaded) => {
        job.stored = uploaded;
        job.uploadedAt = this.now();
      },
      () => {}, // followed once the photo is committed; a cancelled crop never awaits it
    );
    return job;
  }

  /**
   * A photo the shop stored at `uploadedAt`: nothing to send, unless it was stored so long ago that the
   * shop may have deleted it by now (then it is sent again rather than trusted).
   */
  storedOrSend(file: Blob, stored: UploadedImage | null, uploadedAt: number | null): UploadJob {
    if (!stored || mayBeSwept(uploadedAt, this.now())) return this.start(file);
    return { file, stored, uploadedAt, done: Promise.resolve(stored), abort: () => {}, begin: () => {} };
  }

  /** The job for a photo opened in the cropper: the order's photo again (`reuse`), or `job`; the one before is dropped. */
  openInCropper(make: () => UploadJob, reuse = false): UploadJob {
    this.dropPending();
    const job = reuse && this.committed ? this.committed : make();
    this.pending = job;
    return job;
  }

  /** Whether `job` is the one in the cropper. */
  isPending(job: UploadJob): boolean {
    return this.pending === job;
  }

  /** The photo in the cropper, if any. */
  get inCropper(): UploadJob | null {
    return this.pending;
  }

  /** Drops the photo in the cropper (its upload stops unless it is the order's photo). */
  dropPending(): void {
    if (this.pending && this.pending !== this.committed) this.pending.abort();
    this.pending = null;
  }

  /** `job` becomes the order's photo (the one before stops going up) and its upload is followed. */
  commit(job: UploadJob): void {
    if (this.committed && this.committed !== job) this.committed.abort();
    this.committed = job;
    if (this.pending === job) this.pending = null;
    this.follow(job);
  }

  /** `job` failed to become the order's photo: it stops going up and is forgotten. */
  discard(job: UploadJob): void {
    job.abort();
    if (this.pending === job) this.pending = null;
    if (this.committed === job) this.committed = null;
  }

  /** Forgets the photo in the cropper and, with `photoToo`, the order's photo. */
  forget(photoToo: boolean): void {
    this.dropPending();
    if (!photoToo) return;
    this.committed?.abort();
    this.committed = null;
    this.failure = null;
  }

  /**
   * The order's photo as stored by the shop: waits for the upload under way, and sends the kept file once
   * more if the upload failed for a reason worth another try.
   */
  async whenUploaded(): Promise<UploadedImage> {
    const job = this.committed;
    if (!job) throw new ApiError(0, 'NO_PHOTO', MESSAGES.noPhoto);
    job.begin();
    try {
      return await job.done;
    } catch (err) {
      if (this.committed !== job || !worthRetrying(err)) throw err;
      return this.sendAgain(job);
    }
  }

  /** The shop no longer has the order's photo: the kept file is sent again; its new address once stored. */
  uploadAgain(): Promise<UploadedImage> {
    const job = this.committed;
    if (!job) return Promise.reject(new ApiError(0, 'NO_PHOTO', MESSAGES.noPhoto));
    return this.sendAgain(job);
  }

  private sendAgain(job: UploadJob): Promise<UploadedImage> {
    const again = this.start(job.file);
    this.committed = again;
    this.events.resent();
    this.follow(again);
    return again.done;
  }

  /** Follows the order's photo's upload to its end. */
  private follow(job: UploadJob): void {
    this.failure = null;
    job.done.then(
      (uploaded) => {
        if (this.committed === job) this.events.stored(uploaded, job.uploadedAt);
      },
      (err: unknown) => {
        if (this.committed !== job || cancelled(err)) return;
        this.failure = errorMessage(err);
        this.events.failed(this.failure);
      },
    );
  }
}
