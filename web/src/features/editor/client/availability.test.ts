// The shop's available colours as the editor reads them, with the shop's answer stood in for by a mocked
// fetch (the route itself is the API's and tested there).
import { PALETTE_SIZE } from 'mosaic-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_COLORS, availableIndices, fetchAvailableColors, sameColors } from './availability';

/** The route's answer with the colours of these codes (palette index + 1) unavailable. */
function rows(unavailableCodes: number[]) {
  return Array.from({ length: PALETTE_SIZE }, (_, i) => ({
    code: i + 1,
    available: !unavailableCodes.includes(i + 1),
  }));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, { data: rows([]) }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('available colours', () => {
  it('reads the available codes as palette indices (code - 1), in palette order whatever the row order', () => {
    expect(availableIndices(rows([]))).toEqual(ALL_COLORS);
    expect(availableIndices(rows([1, 8, 33, 40]))).toEqual(ALL_COLORS.filter((i) => ![0, 7, 32, 39].includes(i)));
    expect(availableIndices(rows([2]).reverse())).toEqual(ALL_COLORS.filter((i) => i !== 1));
  });

  it('takes no answer that is not one row per palette colour, or that leaves no colour at all', () => {
    expect(availableIndices(undefined)).toBeNull();
    expect(availableIndices(rows([]).slice(1))).toBeNull();
    expect(availableIndices(rows(ALL_COLORS.map((i) => i + 1)))).toBeNull();
    const repeated = rows([]);
    repeated[1] = { code: 1, available: true };
    expect(availableIndices(repeated)).toBeNull();
    const past = rows([]);
    past[0] = { code: 41, available: true };
    expect(availableIndices(past)).toBeNull();
    const loose = rows([]) as { code: unknown; available: unknown }[];
    loose[3] = { code: 4, available: 'yes' };
    expect(availableIndices(loose)).toBeNull();
  });

  it('asks GET /api/inventory/colours', async () => {
    fetchMock.mockImplementationOnce(async () => json(200, { data: rows([5, 6]) }));
    expect(await fetchAvailableColors()).toEqual(ALL_COLORS.filter((i) => i !== 4 && i !== 5));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/inventory/colours');
    expect(init.method).toBe('GET');
  });

  it('falls back to every colour when the shop fails, cannot be reached, is too slow or answers nonsense', async () => {
    fetchMock.mockImplementationOnce(async () => json(500, { error: { code: 'INTERNAL', message: 'down' } }));
    expect(await fetchAvailableColors()).toEqual(ALL_COLORS);
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchAvailableColors()).toEqual(ALL_COLORS);
    fetchMock.mockImplementationOnce(() => new Promise(() => {}));
    expect(await fetchAvailableColors(20)).toEqual(ALL_COLORS);
    fetchMock.mockImplementationOnce(async () => json(200, { data: rows(ALL_COLORS.map((i) => i + 1)) }));
    expect(await fetchAvailableColors()).toEqual(ALL_COLORS);
    fetchMock.mockImplementationOnce(async () => new Response('<html>', { status: 200 }));
    expect(await fetchAvailableColors()).toEqual(ALL_COLORS);
  });

  it('compares two colour lists', () => {
    expect(sameColors([1, 2], [1, 2])).toBe(true);
    expect(sameColors([1, 2], [1, 3])).toBe(false);
    expect(sameColors([1], [1, 2])).toBe(false);
  });
});
