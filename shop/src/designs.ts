// Saved designs: what a customer keeps of the order wizard to open again later (the photo, shape, size,
// crop, sliders, colour blending and painted studs), and the rules both sides check them by.

/** Most designs one customer keeps. */
export const MAX_DESIGNS_PER_CUSTOMER = 50;

/** The picture sliders (brightness, contrast, saturation): percent, in steps of 10, 100 = unchanged. */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 200;
export const SLIDER_DEFAULT = 100;
export const SLIDER_STEP = 10;

/**
 * Colour blending, as the shopper names it, and the core's error diffusion behind each: Off keeps each stud
 * the nearest colour, Smooth spreads the error Floyd-Steinberg's way, Crisp Atkinson's (less of it), Best
 * likeness starts from Smooth and searches for the grid that, seen from a distance, looks most like the photo,
 * and Clean searches the same way with a price on lone studs and on colour specks in grey areas, so the picture
 * is like the photo from afar and tidy up close (both searches are slower, so the editor shows Smooth while a
 * slider moves).
 */
export const BLENDINGS = ['off', 'smooth', 'crisp', 'likeness', 'clean'] as const;
export type Blending = (typeof BLENDINGS)[number];
export const BLENDING_DITHER = {
  off: 'none',
  smooth: 'floyd-steinberg',
  crisp: 'atkinson',
  likeness: 'likeness',
  clean: 'clean',
} as const satisfies Record<Blending, string>;
/**
 * The Colours choice: at most this many of the available colours, those that best render the photo (the core
 * picks them); 'all' keeps every available colour.
 */
export const COLOR_CAPS = ['all', 24, 16, 12, 8] as const;
export type ColorCap = (typeof COLOR_CAPS)[number];
/** Tidy lone studs (a stud whose neighbours all have other colours) is on unless the shopper turns it off; it
 * applies with a blending (Off leaves few lone studs). */
export const TIDY_DEFAULT = true;

/**
 * The blending a new photo opens with: Clean, the one that does best on both halves of the fidelity measure
 * (like the photo from across the room, and few specks up close). Designs kept before a blending existed open
 * with Off, as they were made.
 */
export const BLENDING_DEFAULT: Blending = 'clean';

/** Each blending's name as the shop shows it (the Edit step's choice, the cart, the order, the blueprint). */
export const BLENDING_NAMES: Record<Blending, string> = {
  off: 'Off',
  smooth: 'Smooth',
  crisp: 'Crisp',
  likeness: 'Best likeness',
  clean: 'Clean',
};

/** What each blending does, in one short line for the shopper choosing one. */
export const BLENDING_HINTS: Record<Blending, string> = {
  off: 'Each stud the nearest colour: flat areas, but shades fall into bands.',
  smooth: 'Mixes neighbouring studs so shades and skin tones look smooth from across the room.',
  crisp: 'Mixes less than Smooth and keeps edges sharp.',
  likeness: 'Searches for the studs that look most like your photo from across the room.',
  clean: 'Like your photo from across the room and tidy up close: colours in small patches, greys stay grey.',
};

/** Largest side of a crop in the photo's pixels: the largest photo the shop takes is 50 megapixels. */
export const MAX_CROP_SIDE = 50_000;
/** The crop follows the size's proportions; rounding to whole pixels may move it this much (as a fraction). */
export const CROP_ASPECT_TOLERANCE = 0.03;
