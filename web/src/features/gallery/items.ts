// The 13 gallery pictures: each a photo from assets/photos made into a mosaic by mosaic-core at build
// time (web/scripts/prepare-assets.mjs reads this list). Attribution as in assets/photos/LICENSES.md.
import { SIZE_CODE_PLATES, type Plates, type ShapeLetter, type SizeCode } from '../../components/rooms/sizes';

export type GalleryShape = ShapeLetter;

interface GalleryEntry {
  id: string;
  /** The photo's file name in assets/photos. */
  photo: string;
  title: string;
  /** The standard size it is made at (shape letter + size letter). */
  sizeCode: SizeCode;
  /** Where the photo comes from and its licence. */
  source: string;
  license: string;
}

export interface GalleryItem extends GalleryEntry {
  shape: GalleryShape;
  /** The size code's plates. */
  plates: Plates;
}

export const SHAPE_NAMES: Record<GalleryShape, string> = { S: 'Square', P: 'Portrait', L: 'Landscape' };

const ENTRIES: GalleryEntry[] = [
  {
    id: 'astronaut',
    photo: 'astronaut.jpg',
    title: 'Astronaut',
    sizeCode: 'SM',
    source: 'Eileen Collins, NASA Great Images, via scikit-image',
    license: 'Public domain',
  },
  {
    id: 'cat',
    photo: 'cat.jpg',
    title: 'Chelsea the cat',
    sizeCode: 'LS',
    source: 'Photo by Stefan van der Walt, via scikit-image',
    license: 'CC0',
  },
  {
    id: 'coffee',
    photo: 'coffee.jpg',
    title: 'Morning coffee',
    sizeCode: 'LS',
    source: 'Photo by Rachel Michetti, via scikit-image',
    license: 'CC0',
  },
  {
    id: 'rocket',
    photo: 'rocket.jpg',
    title: 'Launch pad',
    sizeCode: 'PS',
    source: 'SpaceX, via scikit-image',
    license: 'Public domain',
  },
  {
    id: 'evening-glow',
    photo: 'evening-glow.jpg',
    title: 'Evening glow',
    sizeCode: 'LL',
    source: '"Evening Glow" by Ian Hex, KDE Plasma wallpapers',
    license: 'LGPL-3.0',
  },
  {
    id: 'fallen-leaf',
    photo: 'fallen-leaf.jpg',
    title: 'Fallen leaf',
    sizeCode: 'SL',
    source: '"Fallen Leaf" by Martin Klapetek, KDE Plasma wallpapers',
    license: 'LGPL-3.0',
  },
  {
    id: 'kite',
    photo: 'kite.jpg',
    title: 'Kite',
    sizeCode: 'PL',
    source: '"Kite" by Risto Saukonpää, KDE Plasma wallpapers',
    license: 'LGPL-3.0',
  },
  {
    id: 'path',
    photo: 'path.jpg',
    title: 'Forest path',
    sizeCode: 'PM',
    source: '"Path" by Risto Saukonpää, KDE Plasma wallpapers',
    license: 'LGPL-3.0',
  },
  {
    id: 'colorful-cups',
    photo: 'colorful-cups.jpg',
    title: 'Colorful cups',
    sizeCode: 'SL',
    source: '"Colorful Cups" by Dmitri Popov, KDE Plasma wallpapers',
    license: 'LGPL-3.0',
  },
  {
    id: 'bythe-water',
    photo: 'bythe-water.jpg',
    title: 'By the water',
    sizeCode: 'LM',
    source: '"By the Water" by Maciej Wiklo, KDE Plasma wallpapers',
    license: 'LGPL-3.0',
  },
  {
    id: 'grey',
    photo: 'grey.jpg',
    title: 'Grey',
    sizeCode: 'PS',
    source: '"Grey" by Sigi Sagi, KDE Plasma wallpapers',
    license: 'LGPL-3.0',
  },
  {
    id: 'cold-ripple',
    photo: 'cold-ripple.jpg',
    title: 'Cold ripple',
    sizeCode: 'LL',
    source: '"Cold Ripple" by Risto Saukonpää, KDE Plasma wallpapers',
    license: 'LGPL-3.0',
  },
  {
    id: 'summer-night',
    photo: 'summer-night.jpg',
    title: 'Summer night',
    sizeCode: 'SS',
    source: '"summer 1am" by Risto Saukonpää, KDE Plasma wallpapers',
    license: 'LGPL-3.0',
  },
];

export const GALLERY: GalleryItem[] = ENTRIES.map((e) => ({
  ...e,
  shape: e.sizeCode[0] as GalleryShape,
  plates: SIZE_CODE_PLATES[e.sizeCode],
}));

/** The mosaic made at build time. */
export const mosaicUrl = (item: GalleryItem) => `/generated/gallery/${item.id}.png`;
/** The original photo, cropped to the same shape and scaled down at build time. */
export const photoUrl = (item: GalleryItem) => `/generated/photos/${item.id}.jpg`;

/** The address of the gallery opened at one piece (the home page's gallery links to each piece so). */
export const galleryPiecePath = (item: Pick<GalleryItem, 'id'>) => `/gallery?piece=${encodeURIComponent(item.id)}`;
