import type { ErrorAnswer } from '@brixilated/shop';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

/**
 * The one error type of the API. `code` is stable (clients may switch on it), `message` is shown to the
 * customer, `fields` carries per-field messages for validation failures.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toJSON(): ErrorAnswer {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, fields ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, fields);
export const unauthenticated = (message = 'Please log in first.') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = "You don't have access to that.") => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = "We couldn't find that.") => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);

/** One message per field (the first issue wins), keyed by the dotted path ("items.0.colorMap"). */
export function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  const fields = fieldsFromZod(error);
  const first = Object.values(fields)[0] ?? 'Please check the highlighted fields.';
  return new AppError(400, 'VALIDATION_FAILED', first, fields);
}

/** A unique-constraint failure from SQLite or PostgreSQL (two requests racing to create the same thing). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed|duplicate key value/i.test(error.message)
  );
}
