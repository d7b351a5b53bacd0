// The sample photos: 13 real photographs in assets/photos/ (licences in assets/photos/LICENSES.md), used by
// the gallery and the home page's before/after pictures at build time, the benchmarks and the tests. This
// module is the one place that knows where they are.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folder of the sample photos. */
export const photosDir = path.join(repoRoot, 'assets', 'photos');

/** The path of the sample photo `name` (e.g. 'cat.jpg'). */
export const photoPath = (name) => path.join(photosDir, name);

/** The paths of every sample photo, sorted by name. */
export const listPhotos = () =>
  readdirSync(photosDir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .map((f) => path.join(photosDir, f));
