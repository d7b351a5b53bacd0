import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shop's shared photos sit beside the repository (../shared/photos), wherever it is checked out. */
export const PHOTOS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'shared',
  'photos',
);
