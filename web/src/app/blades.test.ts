import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLADES, BLADE_STORAGE_KEY, bladeForPath, clearBladeUnlessKept, storeBlade } from './blades';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const g = globalThis as unknown as { window?: { localStorage: MemoryStorage } };
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  g.window = { localStorage: storage };
});
afterEach(() => {
  delete g.window;
});

describe('blade storage', () => {
  it('has the five labelled blades in order', () => {
    expect(BLADES.map((b) => b.label)).toEqual(['Home', 'How to Brix', 'Pricing', 'Gallery', 'Get Started']);
  });

  it('records the blade shown under `blade`', () => {
    storeBlade('pricing');
    expect(storage.getItem(BLADE_STORAGE_KEY)).toBe('pricing');
    storeBlade('gallery');
    expect(storage.getItem(BLADE_STORAGE_KEY)).toBe('gallery');
  });

  it('keeps the blade on load only for /, /what-is-brix, /pricing, /gallery and /start-order', () => {
    for (const path of ['/', '/what-is-brix', '/pricing', '/gallery', '/start-order', '/gallery/']) {
      storeBlade('gallery');
      clearBladeUnlessKept(path);
      expect(storage.getItem(BLADE_STORAGE_KEY), path).toBe('gallery');
    }
    for (const path of ['/how-to-brix', '/faq', '/cart', '/order', '/reset/abc', '/nowhere']) {
      storeBlade('gallery');
      clearBladeUnlessKept(path);
      expect(storage.getItem(BLADE_STORAGE_KEY), path).toBeNull();
    }
  });

  it('does nothing when storage is unavailable', () => {
    storeBlade('gallery');
    delete g.window;
    expect(() => clearBladeUnlessKept('/faq')).not.toThrow();
    expect(() => storeBlade('pricing')).not.toThrow();
    expect(storage.getItem(BLADE_STORAGE_KEY)).toBe('gallery');
  });
});

describe('blade addresses', () => {
  it('each blade opens at its own address, the landing page also at /what-is-brix', () => {
    expect(bladeForPath('/')).toBe('home');
    expect(bladeForPath('/what-is-brix')).toBe('home');
    expect(bladeForPath('/how-to-brix')).toBe('how-to-brix');
    expect(bladeForPath('/pricing')).toBe('pricing');
    expect(bladeForPath('/gallery/')).toBe('gallery');
    expect(bladeForPath('/start-order')).toBe('start-order');
    for (const blade of BLADES) expect(bladeForPath(blade.path)).toBe(blade.id);
  });

  it('other addresses are not blades', () => {
    for (const path of ['/faq', '/order', '/pricing/extra', '/galleryx', ''])
      expect(bladeForPath(path), path).toBeNull();
  });
});
