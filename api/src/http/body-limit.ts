import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors.ts';

/** Refuses a request body over `maxSize` bytes with 413 PAYLOAD_TOO_LARGE, before it is read in full. */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'That request is too large.');
    },
  });
