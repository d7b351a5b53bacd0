import { UNUSED_IMAGE_DAYS } from '@brixilated/shop';
import type { Db } from '../db/types.ts';
import { AppError } from '../errors.ts';
import type { FileStorage } from '../storage/storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bytes one client may store in 24 hours: about 50 full-size pictures, far above a customer's few Brix. */
export const UPLOAD_BYTES_PER_CLIENT_PER_DAY = 200 * 1024 * 1024;

/** Bytes the client stored in the last 24 hours. */
export async function storedBytesToday(db: Db, client: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('uploaded_images')
    .select((eb) => eb.fn.sum<number | string | null>('bytes').as('total'))
    .where('client', '=', client)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Told to a customer whose picture the shop does not have (never stored here, or swept since). */
export const PICTURE_GONE = 'Upload your photo again: the shop no longer has it.';

/** Those of `urls` that are not in the register of uploads. */
export async function unregisteredImages(db: Db, urls: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Set();
  const stored = new Set(
    (await db.selectFrom('uploaded_images').select('url').where('url', 'in', wanted).execute()).map((r) => r.url),
  );
  return new Set(wanted.filter((url) => !stored.has(url)));
}

/**
 * Refuses (400 VALIDATION, naming each field) pictures the shop did not store: an address shaped like one of
 * ours is not enough, the picture must be in the register of uploads (and so in the storage).
 */
export async function requireStoredImages(db: Db, fields: Record<string, string>): Promise<void> {
  const missing = await unregisteredImages(db, Object.values(fields));
  if (missing.size === 0) return;
  const named = Object.entries(fields).filter(([, url]) => missing.has(url));
  throw new AppError(
    400,
    'VALIDATION',
    PICTURE_GONE,
    Object.fromEntries(named.map(([field]) => [field, PICTURE_GONE])),
  );
}

export async function recordUpload(
  db: Db,
  upload: { url: string; client: string; bytes: number },
  now: Date,
): Promise<void> {
  await db
    .insertInto('uploaded_images')
    .values({ ...upload, created_at: now.toISOString() })
    .execute();
}

/**
 * Deletes pictures uploaded over UNUSED_IMAGE_DAYS ago that no cart item, order item or saved design refers
 * to. The file goes first, then its record.
 */
export async function sweepUnusedImages(db: Db, storage: FileStorage, now: Date): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_DAYS * DAY_MS).toISOString();
  const unused = await db
    .selectFrom('uploaded_images as u')
    .select('u.url')
    .where('u.created_at', '<', cutoff)
    .where(({ not, exists, selectFrom, or, eb }) =>
      not(
        or([
          exists(
            selectFrom('cart_items as c')
              .select('c.id')
              .where((w) =>
                w.or([w('c.orig_image_url', '=', eb.ref('u.url')), w('c.pix_image_url', '=', eb.ref('u.url'))]),
              ),
          ),
          exists(
            selectFrom('order_items as o')
              .select('o.id')
              .where((w) =>
                w.or([w('o.orig_image_url', '=', eb.ref('u.url')), w('o.pix_image_url', '=', eb.ref('u.url'))]),
              ),
          ),
          exists(selectFrom('designs as d').select('d.id').where('d.photo_url', '=', eb.ref('u.url'))),
        ]),
      ),
    )
    .limit(1000)
    .execute();
  for (const { url } of unused) {
    await storage.delete(url.replace(/^\//, ''));
    await db.deleteFrom('uploaded_images').where('url', '=', url).execute();
  }
  return { deleted: unused.length };
}
