// Which palette colours the shop can sell now: `GET /api/inventory/colours` answers every palette colour
// with `available` (its `code` is the palette index + 1, as on the blueprint). The editor quantises with
// only those (the core's allowed-colours mask) and offers only those in the Advanced Editor.
//
// When the call fails, takes too long, or answers something unusable (no colour available at all, say),
// the editor falls back to every colour: the shopper can still design, and the server still refuses a new
// cart item with an unavailable colour (409 COLOR_UNAVAILABLE, shown in the wizard).
import type { InventoryColor } from '@brixilated/shop';
import { PALETTE_SIZE } from 'mosaic-core';
import { api } from '../../../lib/api';

/** Every palette index, in palette order: what the editor uses when availability is unknown. */
export const ALL_COLORS: readonly number[] = Object.freeze(Array.from({ length: PALETTE_SIZE }, (_, i) => i));

/** How long the wizard waits for the shop's answer before using every colour. */
export const AVAILABILITY_TIMEOUT_MS = 5000;

/**
 * The palette indices marked available, ascending; null when the answer is not one row per palette
 * colour with a whole `code` from 1 to 40 and a boolean `available`, or when no colour is available.
 */
export function availableIndices(rows: unknown): number[] | null {
  if (!Array.isArray(rows) || rows.length !== PALETTE_SIZE) return null;
  const available = new Set<number>();
  const seen = new Set<number>();
  for (const row of rows as Partial<InventoryColor>[]) {
    const code = row?.code;
    if (
      !Number.isInteger(code) ||
      (code as number) < 1 ||
      (code as number) > PALETTE_SIZE ||
      typeof row.available !== 'boolean'
    )
      return null;
    seen.add(code as number);
    if (row.available) available.add((code as number) - 1);
  }
  if (seen.size !== PALETTE_SIZE || available.size === 0) return null;
  return [...available].sort((a, b) => a - b);
}

/** The colours to design with now (see the top of this file); never throws, never empty. */
export async function fetchAvailableColors(timeoutMs = AVAILABILITY_TIMEOUT_MS): Promise<readonly number[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const answer = await Promise.race([api.get<{ data?: unknown }>('/inventory/colours'), late]);
    return (answer && availableIndices(answer.data)) ?? ALL_COLORS;
  } catch {
    return ALL_COLORS;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether two lists of palette indices (each ascending, no repeats) hold the same colours. */
export function sameColors(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
