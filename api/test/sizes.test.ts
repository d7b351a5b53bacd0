import { describe, expect, it } from 'vitest';
import {
  customSizeProblem,
  inchesToCm,
  priceCents,
  resolveItemSize,
  sizeForInches,
  STANDARD_SIZES,
} from '@brixilated/shop';
import { SIZES_CACHE_MS } from '../src/routes/inventory.ts';
import { createTestShop } from './support/app.ts';

describe('sizes and prices', () => {
  it('prices $30 a plate plus $29.99, in cents', () => {
    expect(priceCents(2, 2)).toBe(14999);
    expect(priceCents(4, 4)).toBe(50999);
    expect(priceCents(1, 1)).toBe(5999);
    expect(priceCents(8, 8)).toBe(194999);
  });

  it('has the nine standard sizes of the room-preview codes', () => {
    expect(STANDARD_SIZES.map((s) => `${s.code} ${s.platesWide}x${s.platesHigh}`)).toEqual([
      'SS 2x2',
      'SM 3x3',
      'SL 4x4',
      'PS 2x3',
      'PM 2x4',
      'PL 3x4',
      'LS 3x2',
      'LM 4x2',
      'LL 4x3',
    ]);
  });

  it('converts inches to cm to one decimal', () => {
    expect(inchesToCm(20)).toBe(50.8);
    expect(inchesToCm(30)).toBe(76.2);
    expect(inchesToCm(70)).toBe(177.8);
  });

  it('keeps custom sizes to 1-8 plates in the picked shape', () => {
    expect(customSizeProblem('Square', 5, 5)).toBeNull();
    expect(customSizeProblem('Square', 5, 6)).toMatch(/same width and height/);
    expect(customSizeProblem('Portrait', 6, 5)).toMatch(/taller/);
    expect(customSizeProblem('Landscape', 5, 6)).toMatch(/wider/);
    expect(customSizeProblem('Landscape', 9, 8)).toMatch(/10 to 80 inches/);
    expect(customSizeProblem('Square', 0, 0)).toMatch(/10 to 80 inches/);
  });

  it('resolves an item size only when shape, size and inches agree', () => {
    expect(resolveItemSize('Square', 'Small', 20, 20)).toMatchObject({
      ok: true,
      record: { sizeData: { code: 'SS', priceCents: 14999 } },
    });
    expect(resolveItemSize('Square', 'Small', 30, 30)).toEqual({
      ok: false,
      message: "That isn't the small square size.",
    });
    expect(resolveItemSize('Portrait', 'Custom', 50, 70)).toMatchObject({
      ok: true,
      record: { sizeData: { size: 'Custom', code: null, priceCents: 3000 * 35 + 2999 } },
    });
    expect(resolveItemSize('Portrait', 'Custom', 25, 70).ok).toBe(false);
    expect(sizeForInches(40, 30)?.sizeData.code).toBe('LL');
    expect(sizeForInches(60, 60)?.sizeData.size).toBe('Custom');
    expect(sizeForInches(90, 10)).toBeNull();
  });
});

describe('/api/inventory/sizes', () => {
  it('GET answers the catalogue from memory, reading the table again after a minute', async () => {
    const shop = await createTestShop();
    const codes = async () =>
      (await shop.get('/api/inventory/sizes')).body.data.map((r: { sizeData: { code: string } }) => r.sizeData.code);
    expect(await codes()).toHaveLength(9);
    // Every visitor asks for the sizes: the next calls do not go to the database.
    await shop.db.deleteFrom('sizes').where('code', '=', 'LL').execute();
    expect(await codes()).toContain('LL');
    shop.clock.advance(SIZES_CACHE_MS);
    expect(await codes()).not.toContain('LL');
  });

  it('GET lists every standard size with imperial, metric, studs and price', async () => {
    const shop = await createTestShop();
    const res = await shop.get('/api/inventory/sizes');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(9);
    expect(res.body.data[2]).toEqual({
      shape: 'Square',
      sizeData: {
        size: 'Large',
        code: 'SL',
        price: 509.99,
        priceCents: 50999,
        plates: { wide: 4, high: 4 },
        studs: { wide: 128, high: 128 },
        imperial: { width: 40, height: 40 },
        metric: { width: 101.6, height: 101.6 },
      },
    });
  });

  it('POST by shape gives that shape; by width and height the one matching size', async () => {
    const shop = await createTestShop();
    const portrait = await shop.post('/api/inventory/sizes', { shape: 'Portrait' });
    expect(portrait.body.data.map((r: { sizeData: { code: string } }) => r.sizeData.code)).toEqual(['PS', 'PM', 'PL']);
    const byInches = await shop.post('/api/inventory/sizes', { width: 20, height: 40 });
    expect(byInches.body.data).toHaveLength(1);
    expect(byInches.body.data[0]).toMatchObject({
      shape: 'Portrait',
      sizeData: { size: 'Medium', code: 'PM', price: 269.99 },
    });
    const custom = await shop.post('/api/inventory/sizes', { width: 80, height: 50 });
    expect(custom.body.data[0]).toMatchObject({
      shape: 'Landscape',
      sizeData: { size: 'Custom', code: null, priceCents: 3000 * 40 + 2999, studs: { wide: 256, high: 160 } },
    });
  });

  it('POST refuses unknown shapes, bad inches and mixed bodies', async () => {
    const shop = await createTestShop();
    expect((await shop.post('/api/inventory/sizes', { shape: 'Circle' })).status).toBe(400);
    const tooBig = await shop.post('/api/inventory/sizes', { width: 90, height: 90 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.message).toBe('A Brix is 10 to 80 inches a side, in steps of 10 inches.');
    expect((await shop.post('/api/inventory/sizes', { width: 25, height: 20 })).status).toBe(400);
    expect((await shop.post('/api/inventory/sizes', { width: '20', height: 20 })).status).toBe(400);
    expect((await shop.post('/api/inventory/sizes', { shape: 'Square', width: 20, height: 20 })).status).toBe(400);
    expect((await shop.post('/api/inventory/sizes', {})).status).toBe(400);
  });
});
