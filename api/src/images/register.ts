import { UNUSED_IMAGE_DAYS } from '@brixilated/shop';
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/open.ts';
import type { Database, Db } from '../db/types.ts';
import { AppError } from '../errors.ts';
import type { FileStorage } from '../storage/storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bytes one client may store in 24 hours: about 50 full-size pictures, far above a customer's few Brix. */
export const UPLOAD_BYTES_PER_CLIENT_PER_DAY = 200 * 1024 * 1024;

/**
 * Counts an upload's stored bytes (the re-encoded file, as it will be kept) against its client's day quota and
 * records it, in one transaction that uploads of one client take in turn (an advisory lock on the client on
 * PostgreSQL; SQLite's write transactions take turns anyway), so uploads at once cannot pass the quota together.
 * False, with nothing written, when this upload would pass it.
 */
export async function reserveUpload(
  db: Kysely<Database>,
  upload: { url: string; client: string; bytes: number },
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx))
      await sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${upload.client}`}, 0))`.execute(trx);
    if ((await storedBytesToday(trx, upload.client, now)) + upload.bytes > UPLOAD_BYTES_PER_CLIENT_PER_DAY)
      return false;
    await trx
      .insertInto('uploaded_images')
      .values({ ...upload, created_at: now.toISOString() })
      .execute();
    return true;
  });
}

/** Gives back a reserved upload whose file could not be written. */
export async function releaseUpload(db: Db, url: string): Promise<void> {
  await db.deleteFrom('uploaded_images').where('url', '=', url).execute();
}

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

/** Who may use a picture: an account (`user:{id}`) or a visitor's browser (`visitor:{hash of its cookie}`). */
export type ImageOwner = `user:${string}` | `visitor:${string}`;

export const userOwner = (userId: string): ImageOwner => `user:${userId}`;
export const visitorOwner = (token: string): ImageOwner =>
  `visitor:${createHash('sha256').update(token).digest('base64url')}`;

/**
 * Those of `urls` that `owners` may not use: not in the register of uploads (never stored here, or swept since),
 * or uploaded by another account or visitor. Both look the same to the caller: a picture this shopper must
 * upload again.
 */
export async function unusableImages(
  db: Db,
  urls: readonly string[],
  owners: readonly ImageOwner[],
): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Set();
  if (owners.length === 0) return new Set(wanted);
  const usable = new Set(
    (
      await db
        .selectFrom('image_owners')
        .innerJoin('uploaded_images', 'uploaded_images.url', 'image_owners.url')
        .select('image_owners.url')
        .where('image_owners.url', 'in', wanted)
        .where('image_owners.owner', 'in', [...owners])
        .execute()
    ).map((r) => r.url),
  );
  return new Set(wanted.filter((url) => !usable.has(url)));
}

/**
 * Refuses (400 VALIDATION, naming each field) pictures `owner` may not use: the picture must be in the register
 * of uploads (and so in the storage), uploaded by this account or by the visitor it was before logging in.
 */
export async function requireStoredImages(db: Db, fields: Record<string, string>, owner: ImageOwner): Promise<void> {
  const missing = await unusableImages(db, Object.values(fields), [owner]);
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
  owner: ImageOwner,
  now: Date,
): Promise<void> {
  await db
    .insertInto('uploaded_images')
    .values({ ...upload, created_at: now.toISOString() })
    .execute();
  await grantImages(db, [upload.url], owner, now);
}

export async function grantImages(db: Db, urls: readonly string[], owner: ImageOwner, now: Date): Promise<void> {
  for (const url of urls) {
    await db
      .insertInto('image_owners')
      .values({ url, owner, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['url', 'owner']).doNothing())
      .execute();
  }
}

/** At login or sign-up the pictures this browser uploaded as a visitor become the account's too. */
export async function claimVisitorImages(db: Db, visitor: ImageOwner, userId: string, now: Date): Promise<void> {
  const rows = await db.selectFrom('image_owners').select('url').where('owner', '=', visitor).execute();
  await grantImages(
    db,
    rows.map((r) => r.url),
    userOwner(userId),
    now,
  );
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
    await db.deleteFrom('image_owners').where('url', '=', url).execute();
    await db.deleteFrom('uploaded_images').where('url', '=', url).execute();
  }
  return { deleted: unused.length };
}
