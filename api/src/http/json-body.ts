// A JSON body's nesting, measured on its text before it is parsed: JSON.parse and the schema after it take time
// and stack in proportion to the depth, which a body of millions of `[` makes a few seconds of one process.
import { AppError } from '../errors.ts';

/**
 * The deepest nesting of arrays and objects a call of the shop takes. The deepest body a page sends is a cart
 * item's recipe in a visitor cart at sign-up: `{ cart: [ { recipe: { edits: [ { ... } ] } } ] }`, 6 levels;
 * grids travel as strings, which do not count.
 */
export const MAX_JSON_DEPTH = 8;

const OPEN_BRACKET = 0x5b; // [
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACKET = 0x5d; // ]
const CLOSE_BRACE = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether `text` nests arrays and objects deeper than `max`, counting `[` and `{` outside strings. Stops at the
 * first level past `max`, so a deep body costs what was read up to it; a well-formed one is read once. Malformed
 * JSON is left to the parser.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      // Skip the string (a grid is one of a few hundred KB): to the next quote after an even run of backslashes.
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i === -1) return false;
        let backslashes = 0;
        while (text.charCodeAt(i - 1 - backslashes) === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
      }
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

export const tooDeep = () =>
  new AppError(
    400,
    'JSON_TOO_DEEP',
    `The request body nests deeper than ${MAX_JSON_DEPTH} levels, which no call takes.`,
  );
