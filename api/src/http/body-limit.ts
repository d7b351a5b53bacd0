import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors.ts';

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'That request is too large.');

/**
 * Refuses a request body over `maxSize` bytes with 413 PAYLOAD_TOO_LARGE, before it is read in full. A request
 * that declares its length (every browser's fetch of JSON) is judged by the header alone, as hono's bodyLimit
 * judges it, and a GET or HEAD has no body to judge; only a body sent without a length (chunked) is counted
 * as it is read, by hono's bodyLimit. (hono's bodyLimit looks at `c.req.raw.body` first, which makes the Node
 * adapter build a web Request and a web stream for every request, about a twentieth of the CPU of a cart read.)
 */
export const limitBody = (maxSize: number): MiddlewareHandler => {
  const counted = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (parseInt(length, 10) > maxSize) throw tooLarge();
    return next();
  };
};
