import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { ZodType, z } from 'zod';
import { validationError } from '../errors.ts';
import { MAX_JSON_DEPTH, readShallowBody, tooDeep } from './json-body.ts';

/**
 * zod on a body, param or query; a failure becomes the one error type (400 VALIDATION_FAILED with
 * per-field messages). A JSON body is read first, its nesting counted as it arrives, and refused with 400
 * JSON_TOO_DEEP as soon as it passes MAX_JSON_DEPTH, before it is parsed. Malformed JSON is turned into 400
 * BAD_JSON by the app's onError.
 */
export function valid<Target extends 'json' | 'param' | 'query', Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const check = validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) throw validationError(result.error);
    return result.data;
  });
  if (target !== 'json') return check;
  const shallowFirst: MiddlewareHandler = async (c, next) => {
    if (c.req.raw.body) {
      const bytes = await readShallowBody(c.req.raw, MAX_JSON_DEPTH);
      if (!bytes) {
        // The rest of the body is not read: the connection closes after this answer.
        c.header('Connection', 'close');
        throw tooDeep();
      }
      // The bytes read, for the validator to parse (as hono's bodyLimit hands on a body it has read).
      c.req.raw = new Request(c.req.raw, { body: bytes as Uint8Array<ArrayBuffer> });
    }
    await check(c, next);
  };
  return shallowFirst as unknown as typeof check;
}
