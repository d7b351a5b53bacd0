import { UNUSED_IMAGE_DAYS } from '@brixilated/shop';
import type { Db } from '../db/types.ts';
import type { FileStorage } from '../storage/storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bytes one client may store in 24 hours: about 50 full-size pictures, far above a customer's few Brix. */
export const UPLOAD_BYTES_PER_CLIENT_PER_DAY = 200 * 1024 * 1024;
export { UNUSED_IMAGE_DAYS };

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

export async function recordUpload(db: Db, upload: { url: string; client: string; bytes: number }, now: Date): Promise<void> {
  await db.insertInto('uploaded_images').values({ ...upload, created_at: now.toISOString() }).execute();
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
          exists(selectFrom('cart_items as c').select('c.id').where((w) => w.or([w('c.orig_image_url', '=', eb.ref('u.url')), w('c.pix_image_url', '=', eb.ref('u.url'))]))),
          exists(selectFrom('order_items as o').select('o.id').where((w) => w.or([w('o.orig_image_url', '=', eb.ref('u.url')), w('o.pix_image_url', '=', eb.ref('u.url'))]))),
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
