import { validator } from 'hono/validator';
import type { ZodType, z } from 'zod';
import { validationError } from '../errors.ts';

/**
 * zod on a body, param or query; a failure becomes the one error type (400 VALIDATION_FAILED with
 * per-field messages). Malformed JSON is turned into 400 BAD_JSON by the app's onError.
 */
export function valid<Target extends 'json' | 'param' | 'query', Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) throw validationError(result.error);
    return result.data;
  });
}
