// Where the shop ships: the 50 US states, by name and two-letter code.

export const US_STATES = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
] as const;

export type StateName = (typeof US_STATES)[number][0];
export type StateCode = (typeof US_STATES)[number][1];

export const STATE_NAMES: readonly StateName[] = US_STATES.map(([name]) => name);
export const STATE_CODES: readonly StateCode[] = US_STATES.map(([, code]) => code);

/** The state's proper name for a name typed in any case (or its two-letter code), else null. */
export function canonicalStateName(input: string): StateName | null {
  const wanted = input.trim().toLowerCase();
  const found = US_STATES.find(([name, code]) => name.toLowerCase() === wanted || code.toLowerCase() === wanted);
  return found ? found[0] : null;
}

export const stateCode = (name: string): StateCode | null => US_STATES.find(([n]) => n === name)?.[1] ?? null;

/** The admin's order lists: open (neither completed nor cancelled), completed, cancelled, or all. */
export const ORDER_FILTERS = ['open', 'complete', 'cancelled', 'all'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
