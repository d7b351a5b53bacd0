// Which ZIP codes belong to which state, by their first three digits (the sectional center prefix).
// Source: the USPS prefix assignments as listed in "List of ZIP Code prefixes" (Wikipedia, from USPS
// Publication 65 / the National Five-Digit ZIP Code directory). Only the 50 states the shop ships to;
// a few prefixes are shared by two states (063 Fishers Island NY, 834 Alta WY), and unassigned
// prefixes inside a state's range count as that state's.

import { canonicalStateName, type StateName } from './states.ts';

type Range = readonly [first: number, last: number];

const ZIP_PREFIXES: Record<StateName, readonly Range[]> = {
  Alabama: [[350, 369]],
  Alaska: [[995, 999]],
  Arizona: [[850, 865]],
  Arkansas: [[716, 729]],
  California: [[900, 961]],
  Colorado: [[800, 816]],
  Connecticut: [[60, 69]],
  Delaware: [[197, 199]],
  Florida: [
    [320, 339],
    [341, 349],
  ],
  Georgia: [
    [300, 319],
    [398, 399],
  ],
  Hawaii: [[967, 968]],
  Idaho: [[832, 838]],
  Illinois: [[600, 629]],
  Indiana: [[460, 479]],
  Iowa: [[500, 528]],
  Kansas: [[660, 679]],
  Kentucky: [[400, 427]],
  Louisiana: [[700, 714]],
  Maine: [[39, 49]],
  Maryland: [[206, 219]],
  Massachusetts: [
    [10, 27],
    [55, 55],
  ],
  Michigan: [[480, 499]],
  Minnesota: [[550, 567]],
  Mississippi: [[386, 397]],
  Missouri: [[630, 658]],
  Montana: [[590, 599]],
  Nebraska: [[680, 693]],
  Nevada: [[889, 898]],
  'New Hampshire': [[30, 38]],
  'New Jersey': [[70, 89]],
  'New Mexico': [[870, 884]],
  'New York': [
    [5, 5],
    [63, 63],
    [100, 149],
  ],
  'North Carolina': [[270, 289]],
  'North Dakota': [[580, 588]],
  Ohio: [[430, 459]],
  Oklahoma: [[730, 749]],
  Oregon: [[970, 979]],
  Pennsylvania: [[150, 196]],
  'Rhode Island': [[28, 29]],
  'South Carolina': [[290, 299]],
  'South Dakota': [[570, 577]],
  Tennessee: [[370, 385]],
  Texas: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  Utah: [[840, 847]],
  Vermont: [
    [50, 54],
    [56, 59],
  ],
  Virginia: [
    [201, 201],
    [220, 246],
  ],
  Washington: [[980, 994]],
  'West Virginia': [[247, 268]],
  Wisconsin: [[530, 549]],
  Wyoming: [
    [820, 831],
    [834, 834],
  ],
};

/**
 * Whether a five-digit ZIP lies in the state (by name or two-letter code). False for an unknown state or
 * a malformed ZIP; so an address in Wisconsin cannot carry Chicago's 606xx, nor California Chicago's.
 */
export function zipInState(zip: string, state: string): boolean {
  const name = canonicalStateName(state);
  if (!name || !/^\d{5}$/.test(zip)) return false;
  const prefix = Number(zip.slice(0, 3));
  return ZIP_PREFIXES[name].some(([first, last]) => prefix >= first && prefix <= last);
}

/** The state a ZIP belongs to when exactly one does (null for shared, unassigned or malformed). */
export function stateOfZip(zip: string): StateName | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const prefix = Number(zip.slice(0, 3));
  const found = (Object.keys(ZIP_PREFIXES) as StateName[]).filter((name) =>
    ZIP_PREFIXES[name].some(([first, last]) => prefix >= first && prefix <= last),
  );
  return found.length === 1 ? found[0] : null;
}
