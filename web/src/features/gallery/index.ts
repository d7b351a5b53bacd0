// What the gallery feature offers the other features: they import from here, never from its files.
export { GALLERY, galleryPiecePath, mosaicUrl, photoUrl } from './items';
