// A JSON body's nesting, measured on its bytes as they arrive, before it is parsed: JSON.parse and the schema after
// it take time and stack in proportion to the depth, which a body of millions of `[` makes seconds of one process.
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
 * Counts `[` and `{` outside strings over a body's bytes, chunk by chunk (UTF-8 never puts these ASCII bytes
 * inside a longer character). A string (a grid is one of a few hundred KB) is skipped to its closing quote by
 * indexOf: a quote ends it after an even run of backslashes, a run that may begin in an earlier chunk.
 * Malformed JSON is left to the parser.
 */
export class NestingScanner {
  private depth = 0;
  private inString = false;
  /** Backslashes that ended the last chunk inside a string (they may escape the next chunk's first quote). */
  private carried = 0;

  constructor(private readonly max: number) {}

  /** Reads the next chunk; false once the nesting has passed `max` (nothing after it needs reading). */
  push(bytes: Uint8Array): boolean {
    const end = bytes.length;
    let i = 0;
    while (i < end) {
      if (this.inString) {
        const quote = bytes.indexOf(QUOTE, i);
        let k = (quote === -1 ? end : quote) - 1;
        while (k >= i && bytes[k] === BACKSLASH) k--;
        const run = (quote === -1 ? end : quote) - 1 - k + (k < 0 ? this.carried : 0);
        if (quote === -1) {
          this.carried = run;
          return true;
        }
        this.carried = 0;
        if (run % 2 === 0) this.inString = false;
        i = quote + 1;
        continue;
      }
      const code = bytes[i++];
      if (code === QUOTE) this.inString = true;
      else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
        if (++this.depth > this.max) return false;
      } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) this.depth--;
    }
    return true;
  }
}

/** Whether `text` nests arrays and objects deeper than `max`. */
export const nestedDeeperThan = (text: string, max: number): boolean =>
  !new NestingScanner(max).push(Buffer.from(text));

/**
 * The body of `request`, read as it arrives; null as soon as it nests deeper than `max` (the rest is left
 * unread: the caller answers and closes the connection).
 */
export async function readShallowBody(request: Request, max: number): Promise<Uint8Array | null> {
  const body = request.body;
  if (!body) return new Uint8Array();
  const scanner = new NestingScanner(max);
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks);
      if (!scanner.push(value)) return null;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}

export const tooDeep = () =>
  new AppError(
    400,
    'JSON_TOO_DEEP',
    `The request body nests deeper than ${MAX_JSON_DEPTH} levels, which no call takes.`,
  );
