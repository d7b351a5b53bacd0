// Where the API writes what happened: one JSON line per event (pino), with its level, time and process, and the
// fields of the request or job it happened in. Readable lines in a terminal (`npm start`), JSON elsewhere.
// Nothing secret or personal goes into a line: callers log ids (order numbers, user ids, request ids), never
// bodies; the paths below are redacted should one slip in, and errors keep only their type, message (with any
// email address masked), code and stack.
import cluster from 'node:cluster';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { OutcomeTable } from './observability/outcomes.ts';

export type LogFields = Record<string, unknown>;

export interface Log {
  /** Something failed that someone should look into; `error` is its cause. */
  error(message: string, error?: unknown, fields?: LogFields): void;
  /** Something went wrong that the shop handles by itself (a retry, a refusal worth seeing). */
  warn(message: string, error?: unknown, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  /**
   * A request's access line (info): `METHOD route status` with the line's fields, none of this log's own. Its
   * fields are the request's id, method, route pattern, status, time and bytes, never a value of the body, so it
   * skips redaction.
   */
  access(line: AccessLine): void;
  debug(message: string, fields?: LogFields): void;
  /**
   * A log whose every line also carries `fields`. A request's log is the app's with `{ requestId }`, a job's with
   * its id, kind and the id of the request that wrote it; code working for either is handed that log.
   */
  child(fields: LogFields): Log;
  /** The id of the request (or of the request that wrote the job) this log's lines belong to, if any. */
  readonly requestId: string | undefined;
  /** Writes out what is buffered: before the process exits. */
  flush(): void;
}

/** What a request's access line says. */
export interface AccessLine {
  /** The request id's maker keeps to letters, digits and `._:-`, which a line holds as they are. */
  requestId: string;
  method: string;
  /** The pattern of the route that answered (`/api/orders/:orderNumber`), never the path with its values. */
  route: string;
  status: number;
  /** Milliseconds from the request's start to its answer's end (written to a tenth). */
  ms: number;
  /** The bytes that went out, when known. */
  bytes: number | undefined;
}

/** The levels LOG_LEVEL takes, most to least severe. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, checked: `info` when unset. */
export function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value.trim() === '') return 'info';
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return level as LogLevel;
}

/**
 * Keys whose values never reach a line: passwords, tokens, cookies, card data, links, email and street addresses,
 * at the top of a line's fields and under the few objects a line may carry. Named paths only: a wildcard path
 * (`*.email`) makes pino look through every line's fields, which costs about 50 us a line, several times the
 * line itself.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'authorization',
  'cookie',
  'card',
  'cardNumber',
  'cvc',
  'link',
  'resetLink',
  'email',
  'to',
  'address',
  'line1',
  'line2',
  'street',
  'shippingAddress',
  'billingAddress',
];
const REDACT_PATHS = [
  ...SECRET_KEYS,
  'headers.cookie',
  'headers.authorization',
  'user.email',
  'user.password',
  'body.email',
  'body.password',
  'body.token',
  'address.streetAddress',
  'address.streetAddress2',
];

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[A-Za-z]{2,}/g;
/** Masks email addresses in a text (error messages may quote a recipient: "550 <someone@example.com> unknown"). */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** An error as a line keeps it: its class, message, code and stack (no other fields: a SQL error's detail holds values). */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? maskEmails(error) : error;
  const out: LogFields = { type: error.name, message: maskEmails(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (error.stack) out.stack = maskEmails(error.stack);
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export interface LogOptions {
  /** Default `info`. */
  level?: LogLevel;
  /** Where the lines go (default: standard output, buffered; `flush()` before exit). */
  destination?: DestinationStream;
  /** Fields on every line (default: the process: pid, host and the worker number under WEB_CONCURRENCY). */
  base?: LogFields;
}

/** The process a line comes from: its pid and host, and its worker number when it is a WEB_CONCURRENCY worker. */
export function processFields(): LogFields {
  return { pid: process.pid, hostname: hostname(), ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}) };
}

/** A log its maker owns: `close()` writes out what is buffered and ends the output it opened. */
export type OwnedLog = Log & { close(): void };

/**
 * A log writing JSON lines (or what `destination` makes of them). Without a destination it opens a buffered one
 * on standard output, which `close()` ends (a given destination is its giver's to end).
 */
export function createLog(options: LogOptions = {}): OwnedLog {
  const opened = options.destination ? null : new BatchedStdout();
  const destination = options.destination ?? opened!;
  const base = options.base ?? processFields();
  const clock = new IsoClock();
  const logger = pino(
    {
      level: options.level ?? 'info',
      base,
      timestamp: () => `,"time":"${clock.now()}"`,
      formatters: { level: (label: string) => ({ level: label }) },
      messageKey: 'msg',
      errorKey: 'err',
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  const flush = () => {
    const d = destination as { flushSync?: () => void };
    try {
      d.flushSync?.();
    } catch {
      // Not yet open (nothing written) or already closed: nothing to write.
    }
  };
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    flush();
    opened?.end();
  };
  const access = logger.isLevelEnabled('info') ? accessWriter(destination, base, clock) : () => {};
  return Object.assign(new PinoLog(logger, () => logger, access, flush, undefined), { close });
}

/**
 * Writes access lines as pino writes its lines (level, time, the process's fields, the line's fields, msg), built
 * here: one a request, with fixed fields that need no redaction, so the general path's work is skipped. The part
 * of a line that depends only on its method, route and status is made once for each and kept. Into standard
 * output's batches (BatchedStdout) a line goes as bytes, piece by piece: no text of it is joined, flattened and
 * encoded (together most of what a line cost).
 */
function accessWriter(destination: DestinationStream, base: LogFields, clock: IsoClock): (line: AccessLine) => void {
  const baseJson = JSON.stringify(base).slice(1, -1);
  const afterTime = baseJson ? `",${baseJson},` : '",';
  /** By method, route and status: the fields before `ms`, and the message; as text, and as bytes. */
  const outcomes = new OutcomeTable((method, route, status) => {
    const fields = `"type":"access","method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${status},`;
    const msg = `"msg":${JSON.stringify(`${method} ${route} ${status}`)}}\n`;
    return { fields, msg, fieldsBytes: Buffer.from(`",${fields}"ms":`), msgBytes: Buffer.from(`,${msg}`) };
  });
  const asText = ({ requestId, method, route, status, ms, bytes }: AccessLine) => {
    const { fields, msg } = outcomes.get(method, route, status);
    destination.write(
      `{"level":"info","time":"${clock.now()}${afterTime}"requestId":${plainAscii(requestId) ? `"${requestId}"` : JSON.stringify(requestId)},${fields}"ms":${tenths(ms)},${bytes === undefined ? '' : `"bytes":${Number.isSafeInteger(bytes) ? bytes : JSON.stringify(bytes)},`}${msg}`,
    );
  };
  if (!(destination instanceof BatchedStdout)) return asText;
  const out = destination;
  const head = Buffer.from('{"level":"info","time":"');
  const idKey = Buffer.from(`Z${afterTime}"requestId":"`);
  return (line) => {
    const { requestId, ms, bytes } = line;
    const count = Math.round(ms * 10);
    // What the bytes' way does not write as JSON itself (an id to escape, a time or size that is not a plain whole
    // number) goes the text's way.
    if (
      !plainAscii(requestId) ||
      !(count >= 0 && count <= Number.MAX_SAFE_INTEGER) ||
      !(bytes === undefined || (Number.isSafeInteger(bytes) && bytes >= 0))
    )
      return asText(line);
    const { fieldsBytes, msgBytes } = outcomes.get(line.method, line.route, line.status);
    const now = Date.now();
    const second = clock.secondOf(now);
    // The digits: the milliseconds (3), the time (16, a dot and one) and the bytes (16).
    const most =
      head.length + second.length + idKey.length + requestId.length + fieldsBytes.length + msgBytes.length + 37;
    if (most + BYTES_KEY.length > BATCH_BYTES) return asText(line);
    const buffer = out.room(most + BYTES_KEY.length);
    let at = out.filledTo;
    buffer.set(head, at);
    at += head.length;
    buffer.set(second, at);
    at = writeDigits(buffer, at + second.length, now % 1000, 3);
    buffer.set(idKey, at);
    at += idKey.length;
    for (let i = 0; i < requestId.length; i += 1) buffer[at++] = requestId.charCodeAt(i);
    buffer.set(fieldsBytes, at);
    at += fieldsBytes.length;
    const fraction = count % 10;
    at = writeWhole(buffer, at, (count - fraction) / 10);
    if (fraction !== 0) {
      buffer[at++] = DOT;
      buffer[at++] = ZERO + fraction;
    }
    if (bytes !== undefined) {
      buffer.set(BYTES_KEY, at);
      at = writeWhole(buffer, at + BYTES_KEY.length, bytes);
    }
    buffer.set(msgBytes, at);
    out.filledUpTo(at + msgBytes.length);
  };
}

const BYTES_KEY = Buffer.from(',"bytes":');
const DOT = 0x2e;
const ZERO = 0x30;

/** Whether `text` is printable ASCII with no `"` or `\`: JSON holds it as it is, with no escape, a byte a character. */
function plainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return false;
  }
  return true;
}

/** Writes the decimal digits of the whole number `n` into `buffer` at `at`; returns where they end. */
function writeWhole(buffer: Buffer, at: number, n: number): number {
  let digits = 1;
  for (let bound = 10; bound <= n; bound *= 10) digits += 1;
  return writeDigits(buffer, at, n, digits);
}

/** Writes the last `digits` decimal digits of the whole number `n` (zeros in front) at `at`; returns their end. */
function writeDigits(buffer: Buffer, at: number, n: number, digits: number): number {
  let rest = n;
  for (let i = digits - 1; i >= 0; i -= 1) {
    const digit = rest % 10;
    buffer[at + i] = ZERO + digit;
    rest = (rest - digit) / 10;
  }
  return at + digits;
}

/**
 * `ms` to a tenth, as JSON (`12.5`, `3`, `-0.5`; `null` for no number), made from whole numbers: a fraction's text
 * costs several times more.
 */
function tenths(ms: number): string {
  if (!Number.isFinite(ms)) return 'null';
  const count = Math.round(Math.abs(ms) * 10);
  const fraction = count % 10;
  const sign = ms < 0 && count !== 0 ? '-' : '';
  return fraction === 0 ? `${sign}${count / 10}` : `${sign}${(count - fraction) / 10}.${fraction}`;
}

/**
 * The time as ISO 8601 in UTC (`2026-11-26T16:05:09.123Z`), its date and seconds formatted once a second rather
 * than at every line.
 */
class IsoClock {
  private secondStart = -1;
  private secondText = '';
  private secondBytes = Buffer.alloc(0);

  /** Now, as text. */
  now(): string {
    const now = Date.now();
    const ms = now % 1000;
    this.secondOf(now);
    return `${this.secondText}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
  }

  /** The time `at` (Date.now()) to its second, as the bytes of `2026-11-26T16:05:09.` (its milliseconds follow). */
  secondOf(at: number): Buffer {
    const start = at - (at % 1000);
    if (start !== this.secondStart) {
      this.secondStart = start;
      this.secondText = new Date(start).toISOString().slice(0, 20);
      this.secondBytes = Buffer.from(this.secondText, 'latin1');
    }
    return this.secondBytes;
  }
}

/** Where BatchedStdout writes its batches. */
export interface ByteOutput {
  write(bytes: Buffer): unknown;
  flushSync(): void;
  end(): void;
}

/** Standard output, written without blocking (SonicBoom: in buffer mode it takes bytes, though its types name text). */
function standardOutput(): ByteOutput {
  return pino.destination({ dest: 1, sync: false, contentMode: 'buffer' }) as unknown as ByteOutput;
}

/** How many bytes of lines wait before they are written together, and for how long at most. */
const BATCH_BYTES = 32 * 1024;
const BATCH_MS = 250;

/**
 * Standard output, written in batches: a line waits until 32 KiB are buffered or a quarter of a second has
 * passed, whichever is first, so a busy shop makes one write for a hundred lines or more instead of one each (each
 * write is a system call and a hand-over to libuv's thread pool and back, which cost more than the lines). Each
 * line is encoded straight into the batch's bytes as it comes: no text of it is kept, joined or measured again.
 * `flushSync()` and `end()` write out the rest; a process killed outright loses at most that quarter of a second.
 */
export class BatchedStdout implements DestinationStream {
  /** The batch being filled; handed to the output whole (a new one is made for the next). */
  private batch: Buffer | null = null;
  private used = 0;
  private readonly timer = setInterval(() => this.pass(), BATCH_MS);

  /** `out`: where the batches go (standard output; a test gives its own). */
  constructor(private readonly out: ByteOutput = standardOutput()) {
    this.timer.unref();
  }

  write(line: string): void {
    // A character takes at most 3 bytes in UTF-8 (a surrogate pair, 2 characters, takes 4).
    const most = line.length * 3;
    if (most > BATCH_BYTES) {
      this.pass();
      this.out.write(Buffer.from(line, 'utf8'));
      return;
    }
    // (The room first: making it may hand the batch over and start the next.)
    const batch = this.room(most);
    this.used += batch.write(line, this.used, 'utf8');
  }

  /**
   * The batch, with room for `most` (at most 32 KiB) more bytes from `filledTo` on: a writer of bytes puts its line
   * there, then says where it ends with `filledUpTo`.
   */
  room(most: number): Buffer {
    if (this.batch !== null && this.used + most > this.batch.length) this.pass();
    return (this.batch ??= Buffer.allocUnsafe(BATCH_BYTES));
  }

  /** Where the batch's next line goes. */
  get filledTo(): number {
    return this.used;
  }

  /** The batch now holds lines up to `end`. */
  filledUpTo(end: number): void {
    this.used = end;
  }

  /** Writes out every waiting line, and waits until they are written (before the process exits). */
  flushSync(): void {
    this.pass();
    this.out.flushSync();
  }

  end(): void {
    clearInterval(this.timer);
    this.pass();
    this.out.end();
  }

  /** Hands the waiting lines to the output, as the bytes they fill. */
  private pass(): void {
    if (this.batch === null || this.used === 0) return;
    const filled = this.batch.subarray(0, this.used);
    this.batch = null;
    this.used = 0;
    this.out.write(filled);
  }
}

/**
 * A Log over pino. A child makes its pino child only when it first writes a line: a request's log is made for
 * every request, and most requests write nothing but their access line.
 */
class PinoLog implements Log {
  #made: Logger | undefined;

  constructor(
    /** The root logger, which knows the level. */
    private readonly root: Logger,
    private readonly make: () => Logger,
    private readonly writeAccess: (line: AccessLine) => void,
    private readonly flushOutput: () => void,
    readonly requestId: string | undefined,
  ) {}

  private get logger(): Logger {
    return (this.#made ??= this.make());
  }

  error(message: string, error?: unknown, fields?: LogFields): void {
    this.problem('error', message, error, fields);
  }

  warn(message: string, error?: unknown, fields?: LogFields): void {
    this.problem('warn', message, error, fields);
  }

  info(message: string, fields?: LogFields): void {
    if (!this.root.isLevelEnabled('info')) return;
    if (fields) this.logger.info(fields, message);
    else this.logger.info(message);
  }

  debug(message: string, fields?: LogFields): void {
    if (!this.root.isLevelEnabled('debug')) return;
    if (fields) this.logger.debug(fields, message);
    else this.logger.debug(message);
  }

  access(line: AccessLine): void {
    this.writeAccess(line);
  }

  child(fields: LogFields): Log {
    const requestId = typeof fields.requestId === 'string' ? fields.requestId : this.requestId;
    return new PinoLog(this.root, () => this.logger.child(fields), this.writeAccess, this.flushOutput, requestId);
  }

  flush(): void {
    this.flushOutput();
  }

  private problem(level: 'error' | 'warn', message: string, error: unknown, fields: LogFields | undefined): void {
    if (!this.root.isLevelEnabled(level)) return;
    if (error === undefined) this.logger[level](fields ?? {}, message);
    else this.logger[level]({ ...fields, err: error }, message);
  }
}

/**
 * The process's log as the environment asks: LOG_LEVEL; JSON lines, or readable ones when standard output is a
 * terminal (pino-pretty, loaded only then).
 */
export async function logFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Log> {
  const level = logLevel(env.LOG_LEVEL);
  if (!process.stdout.isTTY) return createLog({ level });
  const { default: pretty } = await import('pino-pretty');
  // An access line's message already says its method, route and status: in a terminal it stays one line with its
  // id and time, the way a developer watches requests go by.
  return createLog({
    level,
    destination: pretty({
      colorize: true,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'hostname,type,method,route,status,bytes',
      singleLine: true,
    }),
  });
}
