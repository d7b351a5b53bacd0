// An upload's multipart body is read as a stream that keeps one part, a file named "file": anything else ends the
// reading where it shows, so a body built to cost the server (154,202 empty parts, 10.49 MB) is refused after a
// few kilobytes. Each body here is sent as a stream that counts how much of it the server pulled.
import { readFileSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '@brixilated/shop';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { PHOTOS } from './support/photos.ts';

const cat = readFileSync(`${PHOTOS}/cat.jpg`);
const CHUNK = 64 * 1024;

let shop: CheckoutShop;
beforeEach(async () => {
  shop = await createCheckoutShop();
});
afterEach(async () => {
  await shop.cleanup();
});

const text = (s: string) => Buffer.from(s, 'latin1');
const filePart = (name: string, bytes: Uint8Array = new Uint8Array()) =>
  Buffer.concat([
    text(`--b\r\nContent-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    text('\r\n'),
  ]);
const fieldPart = (name: string, value: string) =>
  text(`--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const END = text('--b--\r\n');

/** Posts `body` as a stream of 64 KB chunks, pulled only as the server reads; answers how many bytes it pulled. */
async function post(body: Buffer) {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= body.length) return controller.close();
        controller.enqueue(body.subarray(offset, offset + CHUNK));
        offset += CHUNK;
      },
    },
    { highWaterMark: 0 },
  );
  const res = await shop.app.request('http://shop.test/api/images', {
    method: 'POST',
    body: stream,
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    duplex: 'half',
  } as RequestInit);
  const answer = (await res.json()) as { error?: { code: string } };
  return { status: res.status, code: answer.error?.code, pulled: Math.min(offset, body.length), res };
}

describe('the upload form', () => {
  it('refuses 154,202 empty parts after the second, reading a few kilobytes of 10.49 MB', async () => {
    const part = text('--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n\r\n');
    const body = Buffer.concat([Buffer.concat(Array.from({ length: 154_202 }, () => part)), END]);
    expect(body.length).toBeGreaterThan(10_480_000);
    const refused = await post(body);
    expect(refused.status).toBe(400);
    expect(refused.code).toBe('IMAGE_MISSING');
    expect(refused.res.headers.get('connection')).toBe('close');
    expect(refused.pulled).toBeLessThanOrEqual(2 * CHUNK);
    // The server answers its next call as before.
    expect((await shop.get('/api/health')).status).toBe(200);
  });

  it('keeps one file named "file" and refuses anything else where it shows', async () => {
    const photo = filePart('file', cat);
    expect((await post(Buffer.concat([photo, END]))).status).toBe(201);

    const refusals = {
      'a field first': Buffer.concat([fieldPart('note', 'x'), photo, END]),
      'a field after': Buffer.concat([photo, fieldPart('note', 'x'), END]),
      'another name': Buffer.concat([filePart('picture', cat), END]),
      'a second file': Buffer.concat([photo, filePart('file', cat), END]),
      'a long preamble': Buffer.concat([Buffer.alloc(256 * 1024, 'x'), text('\r\n'), photo, END]),
      'no end': photo,
    };
    for (const [what, body] of Object.entries(refusals)) {
      const refused = await post(body);
      expect([what, refused.status, refused.code]).toEqual([what, 400, 'IMAGE_MISSING']);
    }
    // The long preamble was left after its first kilobytes.
    expect((await post(refusals['a long preamble'])).pulled).toBeLessThanOrEqual(CHUNK);
    expect(await shop.storedFiles('images')).toHaveLength(1);
  });

  it('refuses a file over the limit as soon as it passes it', async () => {
    const big = filePart('file', Buffer.concat([cat, Buffer.alloc(MAX_UPLOAD_BYTES, 1)]));
    const refused = await post(Buffer.concat([big, Buffer.alloc(4 * 1024 * 1024), END]));
    expect([refused.status, refused.code]).toEqual([413, 'IMAGE_TOO_LARGE']);
    expect(refused.pulled).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 2 * CHUNK);
  });
});
