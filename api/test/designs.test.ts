// Saved designs: a customer's wizard state kept on their account. Each customer sees only their own, every
// part is checked like a cart item, at most 50 a customer, the thumbnail is drawn by the server from the grid,
// and a design keeps its photo from the sweep of unused pictures.
import { readFileSync } from 'node:fs';
import { MAX_DESIGNS_PER_CUSTOMER } from '@brixilated/shop';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { PHOTOS } from './support/photos.ts';
import { forgetUploads, TEST_VISITOR } from './support/app.ts';

const cat = readFileSync(`${PHOTOS}/cat.jpg`); // 451 x 300
const DAY = 24 * 60 * 60 * 1000;

let shop: CheckoutShop;
beforeEach(async () => {
  shop = await createCheckoutShop();
});
afterEach(async () => {
  await shop.cleanup();
});

/** Uploads the cat photo from the test browser: as its visitor, or as the customer whose session `token` is. */
async function uploadPhoto(token?: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([cat as Uint8Array<ArrayBuffer>], 'cat.jpg', { type: 'image/jpeg' }));
  const cookie = [`brix-visitor=${TEST_VISITOR}`, token ? `auth-token=${token}` : ''].filter(Boolean).join('; ');
  const res = await shop.app.request('http://shop.test/api/images', {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  return ((await res.json()) as { url: string }).url;
}

/** A valid design of a 2 x 1 plate Landscape (Custom: 64 x 32 studs) on `photoUrl`. */
function design(photoUrl: string, overrides: Record<string, unknown> = {}) {
  const indices = Array.from({ length: 64 * 32 }, (_, i) => (i * 7) % 40);
  return {
    shape: 'Landscape',
    size: 'Custom',
    plates: { wide: 2, high: 1 },
    photoUrl,
    crop: { x: 10, y: 40, width: 400, height: 200 },
    sliders: { brightness: 110, contrast: 90, saturation: 100 },
    blending: 'smooth',
    edits: [
      { x: 3, y: 4, from: indices[4 * 64 + 3], to: 21 },
      { x: 63, y: 31, from: indices[31 * 64 + 63], to: 0 },
    ],
    colorMap: JSON.stringify({ width: 64, height: 32, indices }),
    ...overrides,
  };
}

describe('saved designs', () => {
  it('saves, lists, opens, updates and deletes a design, keeping every part as sent', async () => {
    const { token } = await shop.signUp();
    const photoUrl = await uploadPhoto(token);
    const sent = design(photoUrl);
    const created = await shop.post('/api/designs', sent, token);
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data).toMatchObject({
      shape: 'Landscape',
      size: 'Custom',
      plates: { wide: 2, high: 1 },
      photoUrl,
      thumbnailUrl: `/api/designs/${id}/thumbnail.png`,
    });

    const opened = await shop.get(`/api/designs/${id}`, token);
    expect(opened.status).toBe(200);
    const { crop, sliders, blending, colorCap, tidy, edits, colorMap } = opened.body.data;
    expect({ crop, sliders, blending, colorCap, tidy, edits }).toEqual({
      crop: sent.crop,
      sliders: sent.sliders,
      blending: 'smooth',
      // Left out: no cap, Tidy lone studs as its default.
      colorCap: 'all',
      tidy: true,
      edits: sent.edits,
    });
    expect(JSON.parse(colorMap)).toEqual(JSON.parse(sent.colorMap));

    // Opening a saved design and saving it again updates it; the list shows the newest change first.
    const other = await shop.post('/api/designs', design(photoUrl, { blending: 'off' }), token);
    shop.clock.advance(60_000);
    const updated = await shop.put(
      `/api/designs/${id}`,
      design(photoUrl, {
        sliders: { brightness: 150, contrast: 100, saturation: 60 },
        blending: 'likeness',
        colorCap: 12,
        tidy: false,
      }),
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id,
      blending: 'likeness',
      colorCap: 12,
      tidy: false,
      sliders: { brightness: 150, contrast: 100, saturation: 60 },
      createdAt: created.body.data.createdAt,
    });
    expect(updated.body.data.updatedAt > created.body.data.updatedAt).toBe(true);
    const list = await shop.get('/api/designs', token);
    expect(list.body.data.map((d: { id: string }) => d.id)).toEqual([id, other.body.data.id]);
    expect(Object.keys(list.body.data[0]).sort()).toEqual([
      'createdAt',
      'id',
      'plates',
      'shape',
      'size',
      'thumbnailUrl',
      'updatedAt',
    ]);

    expect((await shop.del(`/api/designs/${id}`, token)).status).toBe(204);
    expect((await shop.get(`/api/designs/${id}`, token)).status).toBe(404);
    expect((await shop.del(`/api/designs/${id}`, token)).status).toBe(404);
    expect((await shop.get('/api/designs', token)).body.data).toHaveLength(1);
  });

  it("is for customers only, and another customer's design answers as a missing one does", async () => {
    const photoUrl = await uploadPhoto();
    expect((await shop.get('/api/designs')).status).toBe(401);
    expect((await shop.post('/api/designs', design(photoUrl))).status).toBe(401);
    const ada = await shop.signUp();
    const bob = await shop.signUp();
    const { id } = (await shop.post('/api/designs', design(photoUrl), ada.token)).body.data;
    for (const res of [
      await shop.get(`/api/designs/${id}`, bob.token),
      await shop.put(`/api/designs/${id}`, design(photoUrl), bob.token),
      await shop.del(`/api/designs/${id}`, bob.token),
      await shop.get(`/api/designs/${id}/thumbnail.png`, bob.token),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: "We couldn't find that design." });
    }
    expect((await shop.get('/api/designs', bob.token)).body.data).toEqual([]);
    expect((await shop.get(`/api/designs/${id}`, ada.token)).status).toBe(200);
    expect((await shop.get('/api/designs/not-a-uuid', ada.token)).status).toBe(400);
  });

  it('checks every part like a cart item, and the photo must be one the shop stored', async () => {
    const { token } = await shop.signUp();
    const photoUrl = await uploadPhoto(token);
    const fieldOf = async (overrides: Record<string, unknown>) => {
      const res = await shop.post('/api/designs', design(photoUrl, overrides), token);
      expect(res.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      return res.body.error.fields as Record<string, string>;
    };
    expect((await fieldOf({ size: 'Medium' })).size).toBe("That isn't the medium landscape size.");
    expect((await fieldOf({ plates: { wide: 1, high: 2 } })).size).toMatch(/wider than/);
    expect((await fieldOf({ photoUrl: 'https://elsewhere.example/cat.jpg' })).photoUrl).toBe(
      'Pictures must be uploaded to this shop first.',
    );
    expect((await fieldOf({ photoUrl: '/images/0123456789abcdef0123456789abcdef.jpg' })).photoUrl).toBe(
      'Upload your photo again: the shop no longer has it.',
    );
    expect((await fieldOf({ crop: { x: 0, y: 0, width: 300, height: 300 } })).crop).toBe(
      "The crop must have the size's proportions (2 x 1).",
    );
    expect(Object.keys(await fieldOf({ crop: { x: -1, y: 0, width: 400, height: 200 } }))).toEqual(['crop.x']);
    expect(
      (await fieldOf({ sliders: { brightness: 105, contrast: 100, saturation: 100 } }))['sliders.brightness'],
    ).toBe('Brightness moves in steps of 10.');
    expect(
      (await fieldOf({ sliders: { brightness: 210, contrast: 100, saturation: 100 } }))['sliders.brightness'],
    ).toBe('Brightness must be at most 200.');
    expect((await fieldOf({ colorCap: 10 })).colorCap).toBe('Colours is All, 24, 16, 12 or 8.');
    expect((await fieldOf({ colorCap: '12' })).colorCap).toBe('Colours is All, 24, 16, 12 or 8.');
    expect((await fieldOf({ tidy: 'yes' })).tidy).toBe('Tidy lone studs is on or off.');
    expect((await fieldOf({ blending: 'sparkly' })).blending).toBe(
      'Colour blending is Off, Smooth, Crisp, Best likeness or Clean.',
    );
    expect((await fieldOf({ edits: [{ x: 64, y: 0, from: 0, to: 1 }] }))['edits.0']).toBe(
      'Painted studs must be on the 64 x 32 studs of this size.',
    );
    expect((await fieldOf({ edits: [{ x: 0, y: 0, from: 0, to: 40 }] }))['edits.0.to']).toBe(
      'A colour must be at most 39.',
    );
    expect((await fieldOf({ edits: Array.from({ length: 501 }, () => ({ x: 0, y: 0, from: 0, to: 1 })) })).edits).toBe(
      'A design keeps at most 500 painted studs.',
    );
    expect(
      (await fieldOf({ colorMap: JSON.stringify({ width: 32, height: 32, indices: Array(1024).fill(0) }) })).colorMap,
    ).toBe('The mosaic is 32 x 32 studs but this size needs 64 x 32.');
    // Blending may be left out: Off.
    const { blending, ...withoutBlending } = design(photoUrl);
    expect(blending).toBe('smooth');
    expect((await shop.post('/api/designs', withoutBlending, token)).body.data.blending).toBe('off');
  });

  it(`keeps at most ${MAX_DESIGNS_PER_CUSTOMER} designs a customer`, async () => {
    const { token } = await shop.signUp();
    const photoUrl = await uploadPhoto(token);
    const { user_id } = await shop.db.selectFrom('sessions').select('user_id').executeTakeFirstOrThrow();
    const first = await shop.post('/api/designs', design(photoUrl), token);
    const row = await shop.db
      .selectFrom('designs')
      .selectAll()
      .where('id', '=', first.body.data.id)
      .executeTakeFirstOrThrow();
    // Saved directly, so the limit is reached without 49 more round trips through the core.
    await shop.db
      .insertInto('designs')
      .values(
        Array.from({ length: MAX_DESIGNS_PER_CUSTOMER - 1 }, (_, i) => ({
          ...row,
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          user_id,
        })),
      )
      .execute();
    const refused = await shop.post('/api/designs', design(photoUrl), token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'DESIGN_LIMIT',
      message: 'You can keep 50 designs. Delete one you no longer need to save this one.',
    });
    // Saving over one still works; after deleting one, a new one fits.
    expect((await shop.put(`/api/designs/${first.body.data.id}`, design(photoUrl), token)).status).toBe(200);
    expect((await shop.del(`/api/designs/${first.body.data.id}`, token)).status).toBe(204);
    expect((await shop.post('/api/designs', design(photoUrl), token)).status).toBe(201);
  });

  it('draws the thumbnail from the stored grid', async () => {
    const { token } = await shop.signUp();
    const photoUrl = await uploadPhoto(token);
    // Left half palette colour 0 (Black), right half colour 1.
    const indices = Array.from({ length: 64 * 32 }, (_, i) => (i % 64 < 32 ? 0 : 1));
    const { id } = (
      await shop.post(
        '/api/designs',
        design(photoUrl, { edits: [], colorMap: JSON.stringify({ width: 64, height: 32, indices }) }),
        token,
      )
    ).body.data;
    const res = await shop.app.request(`http://shop.test/api/designs/${id}/thumbnail.png`, {
      headers: { cookie: `auth-token=${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([256, 128]);
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    expect(pixel(10, 60)).toEqual([0x05, 0x13, 0x1d]);
    expect(pixel(200, 60)).not.toEqual(pixel(10, 60));
  });

  it('keeps its photo from the sweep of unused pictures', async () => {
    await forgetUploads(shop.db); // this test counts what the sweep deletes
    const { token } = await shop.signUp();
    const [kept, unused] = [await uploadPhoto(token), await uploadPhoto(token)];
    expect((await shop.post('/api/designs', design(kept), token)).status).toBe(201);
    shop.clock.advance(8 * DAY);
    const run = (await shop.app.maintenance.runOnce()) as { 'sweep unused images': { deleted: number } };
    expect(run['sweep unused images']).toEqual({ deleted: 1 });
    const files = await shop.storedFiles('images');
    expect(files).toContain(kept.replace('/images/', ''));
    expect(files).not.toContain(unused.replace('/images/', ''));
  });
});
