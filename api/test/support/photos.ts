// The sample photos (assets/photos), for the tests that upload or decode a real photo.
export { photosDir as PHOTOS } from '../../../scripts/lib/photos.mjs';
