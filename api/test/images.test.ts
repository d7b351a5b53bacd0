import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, sniffImageFormat } from '../src/images/upload.ts';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { PHOTOS } from './support/photos.ts';

const cat = readFileSync(`${PHOTOS}/cat.jpg`); // 451 x 300, CC0

let shop: CheckoutShop;
beforeEach(async () => {
  shop = await createCheckoutShop();
});
afterEach(async () => {
  await shop.cleanup();
});

async function upload(bytes: Uint8Array, filename = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], filename, { type }));
  const res = await shop.app.request('http://shop.test/api/images', { method: 'POST', body: form });
  return { status: res.status, body: await res.json() };
}

describe('POST /api/images', () => {
  it('accepts a real photo, answers its size and serves it long-cached with nosniff', async () => {
    const res = await upload(cat);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ url: expect.stringMatching(/^\/images\/[0-9a-f]{32}\.jpg$/), width: 451, height: 300 });

    const served = await shop.app.request(`http://shop.test${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // Mail clients load the confirmation email's thumbnails from another origin.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 451, 300]);
    expect(await shop.storedFiles('images')).toHaveLength(1);
  });

  it('accepts PNG and WebP by content, whatever the file is called', async () => {
    const png = await sharp(cat).png().toBuffer();
    const webp = await sharp(cat).resize(200).webp().toBuffer();
    const a = await upload(png, 'mosaic.jpg', 'image/jpeg');
    expect(a.status).toBe(201);
    expect(a.body.url).toMatch(/\.png$/);
    const b = await upload(webp, 'photo', 'application/octet-stream');
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ url: expect.stringMatching(/\.webp$/), width: 200, height: 133 });
  });

  it('turns a photo upright by its EXIF orientation and drops the metadata', async () => {
    // Stored 451 wide, tagged "rotate 90° clockwise to view" (orientation 6): upright it is 300 x 451.
    const tagged = await sharp(cat).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    const res = await upload(tagged);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 300, height: 451 });
    const stored = await (await shop.app.request(`http://shop.test${res.body.url}`)).arrayBuffer();
    const meta = await sharp(Buffer.from(stored)).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1, meta.exif]).toEqual([300, 451, 1, undefined]);
  });

  it('refuses a text file, a truncated JPEG, a file over 10 MB and a picture over 50 megapixels, storing nothing', async () => {
    const text = await upload(new TextEncoder().encode('Just some words, not a picture.'), 'notes.jpg');
    expect(text.status).toBe(415);
    expect(text.body.error).toEqual({ code: 'IMAGE_TYPE', message: IMAGE_MESSAGES.notImage });

    const truncated = await upload(cat.subarray(0, Math.floor(cat.length * 0.6)));
    expect(truncated.status).toBe(422);
    expect(truncated.body.error).toEqual({ code: 'IMAGE_DAMAGED', message: IMAGE_MESSAGES.damaged });

    // A real JPEG header followed by 11 MB.
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(cat.subarray(0, 4096));
    const tooLarge = await upload(big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe('This image is larger than 10 MB. Please choose a smaller one.');

    // 8000 x 7000 = 56 megapixels, small on disk because it is one colour.
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const tooManyPixels = await upload(huge, 'huge.png', 'image/png');
    expect(tooManyPixels.status).toBe(413);
    expect(tooManyPixels.body.error.message).toBe(
      'This image is larger than 50 megapixels. Please choose a smaller one.',
    );

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(gif, 'pixel.gif', 'image/gif')).status).toBe(415);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, 'x.svg', 'image/svg+xml')).status).toBe(415);

    expect(await shop.storedFiles('images')).toEqual([]);
  });

  it('needs a multipart body with a file', async () => {
    const noFile = new FormData();
    noFile.append('other', 'value');
    const res = await shop.app.request('http://shop.test/api/images', { method: 'POST', body: noFile });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(IMAGE_MESSAGES.missing);
    const json = await shop.post('/api/images', { file: 'not a file' });
    expect(json.status).toBe(415);
  });
});

describe('upload rate limit', () => {
  it('stops one client after 60 uploads in 10 minutes, then lets it go on', async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    for (let i = 0; i < 60; i++) expect((await upload(tiny, 'a.png', 'image/png')).status).toBe(201);
    const refused = await upload(tiny, 'a.png', 'image/png');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    shop.clock.advance(10 * 60_000);
    expect((await upload(tiny, 'a.png', 'image/png')).status).toBe(201);
  });
});

describe('GET /images/{name}', () => {
  it('serves only files the upload stored', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.jpg', '..%2Fbrixilated.sqlite', 'a.svg', '%2e%2e']) {
      expect((await shop.app.request(`http://shop.test/images/${name}`)).status).toBe(404);
    }
  });
});

describe('image sniffing', () => {
  it('knows the three formats by their first bytes', () => {
    expect(sniffImageFormat(cat)).toBe('jpeg');
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageFormat(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});
