// The photo's upload jobs without a browser: a stand-in for POST /api/images that the test answers, so each
// case shows what is sent, when, and what the wizard is told.
import { UNUSED_IMAGE_DAYS, type UploadedImage } from '@brixilated/shop';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { PhotoUploads, type Send, type UploadEvents } from './uploadJobs';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26);

interface Sent {
  file: Blob;
  progress(fraction: number): void;
  answer(uploaded: UploadedImage): void;
  fail(err: unknown): void;
  aborted: boolean;
}

/** A shop whose every upload waits for the test to answer it. */
function fakeShop() {
  const sent: Sent[] = [];
  const send: Send = (file, _name, onProgress, signal) =>
    new Promise<UploadedImage>((resolve, reject) => {
      const s: Sent = { file, progress: onProgress, answer: resolve, fail: reject, aborted: false };
      signal?.addEventListener('abort', () => {
        s.aborted = true;
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      });
      sent.push(s);
    });
  const told: string[] = [];
  const events: UploadEvents = {
    progress: (f) => told.push(`progress ${f}`),
    stored: (u, at) => told.push(`stored ${u.url} ${at}`),
    failed: (m) => told.push(`failed ${m}`),
    resent: () => told.push('resent'),
  };
  return { sent, told, uploads: new PhotoUploads(events, send, () => NOW) };
}

const photo = (name: string) => new Blob([name], { type: 'image/jpeg' });
const stored = (url: string): UploadedImage => ({ url, width: 40, height: 30 });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the photo upload jobs', () => {
  it('a photo goes up while cropped, reports progress, and is stored once it is the order’s photo', async () => {
    const { sent, told, uploads } = fakeShop();
    const file = photo('a');
    const job = uploads.openInCropper(() => uploads.start(file));
    expect(sent.map((s) => s.file)).toEqual([file]);
    sent[0].progress(0.5);
    uploads.commit(job);
    sent[0].answer(stored('/images/a.jpg'));
    await settle();
    expect(told).toEqual(['progress 0.5', `stored /images/a.jpg ${NOW}`]);
    expect(await uploads.whenUploaded()).toEqual(stored('/images/a.jpg'));
    expect(uploads.keptFile()).toBe(file);
  });

  it('a photo dropped from the cropper stops going up; a new order’s photo stops the one before', async () => {
    const { sent, told, uploads } = fakeShop();
    uploads.openInCropper(() => uploads.start(photo('a')));
    uploads.openInCropper(() => uploads.start(photo('b')));
    expect(sent.map((s) => s.aborted)).toEqual([true, false]);
    uploads.commit(uploads.inCropper!);
    const c = uploads.openInCropper(() => uploads.start(photo('c')));
    // Cancelling the cropper keeps the order's photo going up.
    uploads.dropPending();
    expect(sent.map((s) => s.aborted)).toEqual([true, false, true]);
    const d = uploads.openInCropper(() => uploads.start(photo('d')));
    uploads.commit(d);
    expect(sent[1].aborted).toBe(true);
    await settle();
    // A cancelled upload is no failure to report.
    expect(told).toEqual([]);
    expect(c).not.toBe(d);
  });

  it('the same photo cropped again for a new size reuses its upload', () => {
    const { sent, uploads } = fakeShop();
    const job = uploads.openInCropper(() => uploads.start(photo('a')));
    uploads.commit(job);
    expect(uploads.openInCropper(() => uploads.start(photo('a')), true)).toBe(job);
    expect(sent).toHaveLength(1);
  });

  it('a lost connection: the photo is sent once more when it is needed; a refused photo is not', async () => {
    const { sent, told, uploads } = fakeShop();
    const file = photo('a');
    uploads.commit(uploads.openInCropper(() => uploads.start(file)));
    sent[0].fail(new ApiError(0, 'NETWORK', 'No connection.'));
    await settle();
    expect(told).toEqual(['failed No connection.']);
    expect(uploads.error).toBe('No connection.');
    const again = uploads.whenUploaded();
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1].file).toBe(file);
    expect(uploads.error).toBeNull();
    sent[1].answer(stored('/images/a2.jpg'));
    expect(await again).toEqual(stored('/images/a2.jpg'));
    expect(told.slice(1)).toEqual(['resent', `stored /images/a2.jpg ${NOW}`]);

    const refused = fakeShop();
    refused.uploads.commit(refused.uploads.openInCropper(() => refused.uploads.start(file)));
    refused.sent[0].fail(new ApiError(400, 'NOT_AN_IMAGE', 'Not a picture.'));
    await expect(refused.uploads.whenUploaded()).rejects.toThrow('Not a picture.');
    expect(refused.sent).toHaveLength(1);
  });

  it('a photo the shop stored is not sent again, unless it may have been swept; on request it is', async () => {
    const { sent, uploads } = fakeShop();
    const file = photo('a');
    const kept = uploads.storedOrSend(file, stored('/images/a.jpg'), NOW - 2 * DAY);
    expect(sent).toHaveLength(0);
    expect(kept.stored).toEqual(stored('/images/a.jpg'));
    uploads.commit(kept);
    expect(await uploads.whenUploaded()).toEqual(stored('/images/a.jpg'));

    const old = uploads.storedOrSend(file, stored('/images/a.jpg'), NOW - UNUSED_IMAGE_DAYS * DAY);
    expect(sent).toHaveLength(1);
    expect(old.stored).toBeNull();

    // The shop answered that it no longer has the order's photo: the kept file goes up again.
    const again = uploads.uploadAgain();
    expect(sent).toHaveLength(2);
    sent[1].answer(stored('/images/a3.jpg'));
    expect(await again).toEqual(stored('/images/a3.jpg'));
  });

  it('a photo given a cue goes up when the cue comes; one dropped before it is never sent', async () => {
    const { sent, told, uploads } = fakeShop();
    let cue!: () => void;
    const job = uploads.openInCropper(() => uploads.start(photo('a'), new Promise<void>((r) => (cue = r))));
    await settle();
    expect(sent).toHaveLength(0);
    uploads.commit(job);
    cue();
    await settle();
    expect(sent).toHaveLength(1);
    sent[0].answer(stored('/images/a.jpg'));
    expect(await uploads.whenUploaded()).toEqual(stored('/images/a.jpg'));

    let cueB!: () => void;
    uploads.openInCropper(() => uploads.start(photo('b'), new Promise<void>((r) => (cueB = r))));
    uploads.dropPending();
    cueB();
    await settle();
    expect(sent).toHaveLength(1);
    expect(told).toEqual([`stored /images/a.jpg ${NOW}`]);
  });

  it('a photo still waiting for its cue goes up at once when the order needs it', async () => {
    const { sent, uploads } = fakeShop();
    const never = new Promise<void>(() => {});
    uploads.commit(uploads.openInCropper(() => uploads.start(photo('a'), never)));
    await settle();
    expect(sent).toHaveLength(0);
    const uploaded = uploads.whenUploaded();
    await settle();
    expect(sent).toHaveLength(1);
    sent[0].answer(stored('/images/a.jpg'));
    expect(await uploaded).toEqual(stored('/images/a.jpg'));
  });

  it('without a photo there is nothing to wait for; forgetting it stops its upload', async () => {
    const { sent, uploads } = fakeShop();
    await expect(uploads.whenUploaded()).rejects.toMatchObject({ code: 'NO_PHOTO' });
    await expect(uploads.uploadAgain()).rejects.toMatchObject({ code: 'NO_PHOTO' });
    uploads.commit(uploads.openInCropper(() => uploads.start(photo('a'))));
    uploads.forget(false);
    expect(uploads.hasPhoto).toBe(true);
    uploads.forget(true);
    expect(sent[0].aborted).toBe(true);
    expect(uploads.hasPhoto).toBe(false);
    expect(uploads.keptFile()).toBeNull();
  });
});
