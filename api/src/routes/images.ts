import { MAX_UPLOAD_BYTES, type UploadedImage } from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { SlotsBusy } from '../work-slots.ts';
import {
  grantImages,
  releaseUpload,
  reserveUpload,
  storedBytesToday,
  UPLOAD_BYTES_PER_CLIENT_PER_DAY,
  userOwner,
  visitorOwner,
} from '../images/register.ts';
import { ensureVisitorToken } from '../http/cookies.ts';
import { clientKey, isHttps } from '../http/client.ts';
import { FormRefused, readOneFile, type FormFile } from '../http/multipart.ts';
import { enforce, minutes } from '../http/rate-limit.ts';
import { IMAGE_MESSAGES, IMAGE_NAME_PATTERN, ImageRejected, storeImage, type UploadQuota } from '../images/upload.ts';

/** The multipart envelope around a 10 MB file. */
const UPLOAD_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
/** A Brix takes two uploads (the photo and the final mosaic); this only stops a script filling the disk. */
export const UPLOADS_PER_CLIENT = { max: 60, windowMs: 10 * 60_000 };

const imageTooLarge = () => new AppError(413, 'IMAGE_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
const dayQuotaUsed = () =>
  new AppError(429, 'RATE_LIMITED', "You've uploaded a lot of pictures today. Please try again tomorrow.");

/** POST /api/images: a photo or a final mosaic, checked by content and stored under a random name. */
export const imageRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().post(
    '/',
    async (c, next) => {
      await enforce(
        deps.limiter,
        `images:${clientKey(c, deps.config.trustProxy)}`,
        UPLOADS_PER_CLIENT,
        `You've uploaded many pictures in a short time. Please wait ${minutes(UPLOADS_PER_CLIENT)} minutes and try again.`,
      );
      await next();
    },
    async (c) => {
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (!type.startsWith('multipart/form-data')) {
        throw new AppError(415, 'MULTIPART_REQUIRED', 'Send the picture as a multipart form with a "file" field.');
      }
      const declared = c.req.header('content-length');
      if (declared !== undefined && parseInt(declared, 10) > UPLOAD_LIMIT) throw imageTooLarge();
      let file: FormFile;
      try {
        file = await readOneFile(c.req.raw, {
          field: 'file',
          maxFileBytes: MAX_UPLOAD_BYTES,
          maxBodyBytes: UPLOAD_LIMIT,
        });
      } catch (error) {
        if (!(error instanceof FormRefused)) throw error;
        // The rest of the body is not read: the connection closes after this answer.
        c.header('Connection', 'close');
        if (error.reason === 'too-large') throw imageTooLarge();
        throw new AppError(400, 'IMAGE_MISSING', IMAGE_MESSAGES.missing);
      }
      const client = clientKey(c, deps.config.trustProxy);
      const now = deps.clock();
      // A client whose day is used up is told at once; one near the end is judged by the file as stored.
      if ((await storedBytesToday(deps.db, client, now)) >= UPLOAD_BYTES_PER_CLIENT_PER_DAY) throw dayQuotaUsed();
      try {
        const bytes = file.bytes;
        const quota: UploadQuota = {
          reserve: async (image) => {
            if (!(await reserveUpload(deps.db, { url: image.url, client, bytes: image.bytes }, now)))
              throw dayQuotaUsed();
          },
          release: (image) => releaseUpload(deps.db, image.url),
        };
        const stored = await deps.imageDecodes.run(() => storeImage(deps.storage, bytes, quota));
        // The picture is this account's, or this browser's until it logs in (then the account's too).
        const session = c.get('session');
        const owner = session
          ? userOwner(session.userId)
          : visitorOwner(ensureVisitorToken(c, isHttps(c, deps.config.trustProxy, deps.config.publicUrl)));
        await grantImages(deps.db, [stored.url], owner, now);
        return c.json({ url: stored.url, width: stored.width, height: stored.height } satisfies UploadedImage, 201);
      } catch (error) {
        if (error instanceof ImageRejected) throw new AppError(error.status, error.code, error.message);
        if (error instanceof SlotsBusy) {
          c.header('Retry-After', '5');
          throw new AppError(
            503,
            'BUSY',
            'We are preparing many pictures just now. Please try again in a few seconds.',
          );
        }
        throw error;
      }
    },
  );

const nameParam = z.object({ name: z.string().regex(IMAGE_NAME_PATTERN) });

/** GET /images/{name}: only files the upload stored; names are random, so they never change. */
export const imageFileRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/:name', async (c) => {
    const parsed = nameParam.safeParse(c.req.param());
    const file = parsed.success ? await deps.storage.get(`images/${parsed.data.name}`) : null;
    if (!file) throw notFound('There is no such picture.');
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
