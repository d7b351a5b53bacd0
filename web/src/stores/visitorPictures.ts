// Copies of the visitor cart's pictures kept in this browser (IndexedDB, by picture address), because the shop
// sweeps uploads that nothing on the server refers to after some days, and a visitor's cart lives only here.
// Before the cart is handed over at login, a picture the shop no longer has is uploaded again from its copy
// and the item names the new address, as the wizard does for a design's photo.
import type { NewCartItem, UploadedImage } from '@brixilated/shop';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

let pictures: UseStore | null = null;
/** The copies' own database, opened on first use (never in unit tests without IndexedDB). */
function store(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  pictures ??= createStore('brix-visitor-pictures', 'pictures');
  return pictures;
}

const addresses = (items: readonly NewCartItem[]) => [
  ...new Set(items.flatMap((item) => [item.origImageUrl, item.pixImageUrl]).filter(Boolean)),
];

/** Keeps a copy of every picture of `items` not kept yet, while the shop still has it. Never throws. */
export async function keepVisitorPictures(items: readonly NewCartItem[]): Promise<void> {
  const db = store();
  if (!db) return;
  for (const url of addresses(items)) {
    try {
      if (await get(url, db)) continue;
      const res = await fetch(url, { credentials: 'same-origin' });
      if (res.ok) await set(url, await res.blob(), db);
    } catch {
      // No copy this time (storage full, offline): the next look at the cart tries again.
    }
  }
}

/** Whether the shop answers that it no longer has the picture (a network failure is not an answer). */
async function swept(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

async function uploadCopy(copy: Blob, url: string): Promise<string | null> {
  const form = new FormData();
  form.append('file', copy, url.split('/').pop() ?? 'picture');
  const res = await fetch('/api/images', { method: 'POST', body: form, credentials: 'same-origin' });
  if (!res.ok) return null;
  return ((await res.json()) as UploadedImage).url;
}

/**
 * The visitor cart as it is handed over at login: each picture the shop has swept is uploaded again from its
 * copy and the items name the new address. A picture with no copy stays as it is (the server then leaves the
 * item out and says why). Never throws: the login goes on whatever happens here.
 */
export async function restoreSweptPictures(items: NewCartItem[]): Promise<NewCartItem[]> {
  const db = store();
  if (!db || items.length === 0) return items;
  const moved = new Map<string, string>();
  for (const url of addresses(items)) {
    try {
      // Only a picture with a copy can be sent again: the others are not asked about.
      const copy = await get<Blob>(url, db);
      if (!copy || !(await swept(url))) continue;
      const again = await uploadCopy(copy, url);
      if (again) {
        moved.set(url, again);
        await set(again, copy, db);
      }
    } catch {
      // Left as it is.
    }
  }
  if (moved.size === 0) return items;
  const to = (url: string) => moved.get(url) ?? url;
  return items.map((item) => ({ ...item, origImageUrl: to(item.origImageUrl), pixImageUrl: to(item.pixImageUrl) }));
}

/** Forgets every copy (the cart is the server's now, which keeps its pictures). */
export async function forgetVisitorPictures(): Promise<void> {
  const db = store();
  if (db) await clear(db).catch(() => undefined);
}
