// Base plates: the unit every Brix is measured in. The core owns studs a plate, inches a plate and the largest side.
import { INCHES_PER_PLATE, MAX_PLATES_PER_SIDE, STUDS_PER_PLATE } from 'mosaic-core';

export { INCHES_PER_PLATE, STUDS_PER_PLATE };

export const CM_PER_INCH = 2.54;
/** Fewest and most plates along one side of a Brix. */
export const MIN_PLATES = 1;
export const MAX_PLATES = MAX_PLATES_PER_SIDE;
/** The largest grid side in studs (8 plates of 32 studs = 256). */
export const MAX_GRID_SIDE = MAX_PLATES * STUDS_PER_PLATE;

export const platesToStuds = (plates: number): number => plates * STUDS_PER_PLATE;
export const platesToInches = (plates: number): number => plates * INCHES_PER_PLATE;
/** Centimetres to one decimal: 20 in -> 50.8. */
export const inchesToCm = (inches: number): number => Math.round(inches * CM_PER_INCH * 10) / 10;
/** Whole plates of a side given in inches (rounded, for stored sizes that are always whole plates). */
export const inchesToPlates = (inches: number): number => Math.round(inches / INCHES_PER_PLATE);
