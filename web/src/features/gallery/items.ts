// The 13 gallery pictures: each a photo from ../shared/photos made into a mosaic by mosaic-core at build
// time (web/scripts/prepare-assets.mjs reads this list). Attribution as in ../shared/photos/LICENSES.md.
export type GalleryShape = 'S' | 'P' | 'L';

export interface GalleryItem {
  id: string;
  /** The photo's file name in ../shared/photos. */
  photo: string;
  title: string;
  shape: GalleryShape;
  /** Size code for the room preview (shape letter + size letter). */
  sizeCode: 'SS' | 'SM' | 'SL' | 'PS' | 'PM' | 'PL' | 'LS' | 'LM' | 'LL';
  plates: { wide: number; high: number };
  /** Where the photo comes from and its licence. */
  source: string;
  license: string;
}

export const SHAPE_NAMES: Record<GalleryShape, string> = { S: 'Square', P: 'Portrait', L: 'Landscape' };

export const GALLERY: GalleryItem[] = [
  { id: 'astronaut', photo: 'astronaut.jpg', title: 'Astronaut', shape: 'S', sizeCode: 'SM', plates: { wide: 3, high: 3 }, source: 'Eileen Collins, NASA Great Images, via scikit-image', license: 'Public domain' },
  { id: 'cat', photo: 'cat.jpg', title: 'Chelsea the cat', shape: 'L', sizeCode: 'LS', plates: { wide: 3, high: 2 }, source: 'Photo by Stefan van der Walt, via scikit-image', license: 'CC0' },
  { id: 'coffee', photo: 'coffee.jpg', title: 'Morning coffee', shape: 'L', sizeCode: 'LS', plates: { wide: 3, high: 2 }, source: 'Photo by Rachel Michetti, via scikit-image', license: 'CC0' },
  { id: 'rocket', photo: 'rocket.jpg', title: 'Launch pad', shape: 'P', sizeCode: 'PS', plates: { wide: 2, high: 3 }, source: 'SpaceX, via scikit-image', license: 'Public domain' },
  { id: 'evening-glow', photo: 'evening-glow.jpg', title: 'Evening glow', shape: 'L', sizeCode: 'LL', plates: { wide: 4, high: 3 }, source: '"Evening Glow" by Ian Hex, KDE Plasma wallpapers', license: 'LGPL-3.0' },
  { id: 'fallen-leaf', photo: 'fallen-leaf.jpg', title: 'Fallen leaf', shape: 'S', sizeCode: 'SL', plates: { wide: 4, high: 4 }, source: '"Fallen Leaf" by Martin Klapetek, KDE Plasma wallpapers', license: 'LGPL-3.0' },
  { id: 'kite', photo: 'kite.jpg', title: 'Kite', shape: 'P', sizeCode: 'PL', plates: { wide: 3, high: 4 }, source: '"Kite" by Risto Saukonpää, KDE Plasma wallpapers', license: 'LGPL-3.0' },
  { id: 'path', photo: 'path.jpg', title: 'Forest path', shape: 'P', sizeCode: 'PM', plates: { wide: 2, high: 4 }, source: '"Path" by Risto Saukonpää, KDE Plasma wallpapers', license: 'LGPL-3.0' },
  { id: 'colorful-cups', photo: 'colorful-cups.jpg', title: 'Colorful cups', shape: 'S', sizeCode: 'SL', plates: { wide: 4, high: 4 }, source: '"Colorful Cups" by Dmitri Popov, KDE Plasma wallpapers', license: 'LGPL-3.0' },
  { id: 'bythe-water', photo: 'bythe-water.jpg', title: 'By the water', shape: 'L', sizeCode: 'LM', plates: { wide: 4, high: 2 }, source: '"By the Water" by Maciej Wiklo, KDE Plasma wallpapers', license: 'LGPL-3.0' },
  { id: 'grey', photo: 'grey.jpg', title: 'Grey', shape: 'P', sizeCode: 'PS', plates: { wide: 2, high: 3 }, source: '"Grey" by Sigi Sagi, KDE Plasma wallpapers', license: 'LGPL-3.0' },
  { id: 'cold-ripple', photo: 'cold-ripple.jpg', title: 'Cold ripple', shape: 'L', sizeCode: 'LL', plates: { wide: 4, high: 3 }, source: '"Cold Ripple" by Risto Saukonpää, KDE Plasma wallpapers', license: 'LGPL-3.0' },
  { id: 'summer-night', photo: 'summer-night.jpg', title: 'Summer night', shape: 'S', sizeCode: 'SS', plates: { wide: 2, high: 2 }, source: '"summer 1am" by Risto Saukonpää, KDE Plasma wallpapers', license: 'LGPL-3.0' },
];

/** The mosaic made at build time. */
export const mosaicUrl = (item: GalleryItem) => `/generated/gallery/${item.id}.png`;
/** The original photo, cropped to the same shape and scaled down at build time. */
export const photoUrl = (item: GalleryItem) => `/generated/photos/${item.id}.jpg`;
