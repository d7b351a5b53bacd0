import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { ZodType, z } from 'zod';
import { validationError } from '../errors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan, tooDeep } from './json-body.ts';

/**
 * zod on a body, param or query; a failure becomes the one error type (400 VALIDATION_FAILED with
 * per-field messages). A JSON body is read as text first and refused with 400 JSON_TOO_DEEP when it nests
 * deeper than MAX_JSON_DEPTH, before it is parsed (hono keeps the text, so it is read once). Malformed JSON is
 * turned into 400 BAD_JSON by the app's onError.
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
    if (c.req.raw.body && nestedDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) throw tooDeep();
    await check(c, next);
  };
  return shallowFirst as unknown as typeof check;
}
