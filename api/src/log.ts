// Where the API writes what happened: one JSON line per event (pino), with its level, time and process, and the
// fields of the request or job it happened in. Readable lines in a terminal (`npm start`), JSON elsewhere.
// Nothing secret or personal goes into a line: callers log ids (order numbers, user ids, request ids), never
// bodies; the paths below are redacted should one slip in, and errors keep only their type, message (with any
// email address masked), code and stack.
import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

export type LogFields = Record<string, unknown>;

export interface Log {
  /** Something failed that someone should look into; `error` is its cause. */
  error(message: string, error?: unknown, fields?: LogFields): void;
  /** Something went wrong that the shop handles by itself (a retry, a refusal worth seeing). */
  warn(message: string, error?: unknown, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  /**
   * A request's access line (info): its fields exactly as given, none of the running context's, and no redaction
   * (its fields are the request's id, method, route pattern, status, time and bytes, never a value of the body).
   */
  access(message: string, fields: LogFields): void;
  debug(message: string, fields?: LogFields): void;
  /** A log whose every line also carries `fields`. */
  child(fields: LogFields): Log;
  /**
   * Runs `fn` with exactly `fields` on every line this log and its children write during it (a request's id, a
   * job's): they replace, not join, the fields of the code that calls it.
   */
  within<T>(fields: LogFields, fn: () => T): T;
  /** Runs `fn` outside any `within` (work that outlives the request that started it: the job runner). */
  outside<T>(fn: () => T): T;
  /** The id of the request the running code serves (or of the request that wrote the running job). */
  requestId(): string | undefined;
  /** Writes out what is buffered: before the process exits. */
  flush(): void;
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
  const context = new AsyncLocalStorage<LogFields>();
  const opened = options.destination ? null : pino.destination({ dest: 1, sync: false });
  const destination = options.destination ?? opened!;
  const common = {
    level: options.level ?? 'info',
    base: options.base ?? processFields(),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    messageKey: 'msg',
  };
  const logger = pino(
    {
      ...common,
      errorKey: 'err',
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // A copy: pino merges each line's fields into what the mixin returns.
      mixin: () => ({ ...context.getStore() }),
    },
    destination,
  );
  // The access lines, one a request: the same output, without the redaction and context look-ups every other
  // line pays for (the access fields are fixed, and carry the request's id themselves).
  const access = pino(common, destination);
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
    flush();
    if (opened && !closed) opened.end();
    closed = true;
  };
  return Object.assign(wrap(logger, access, context, flush), { close });
}

function wrap(logger: Logger, access: Logger, context: AsyncLocalStorage<LogFields>, flush: () => void): Log {
  const problem =
    (level: 'error' | 'warn') =>
    (message: string, error?: unknown, fields?: LogFields): void => {
      if (!logger.isLevelEnabled(level)) return;
      if (error === undefined) logger[level](fields ?? {}, message);
      else logger[level]({ ...fields, err: error }, message);
    };
  return {
    error: problem('error'),
    warn: problem('warn'),
    info: (message, fields) => (fields ? logger.info(fields, message) : logger.info(message)),
    debug: (message, fields) => (fields ? logger.debug(fields, message) : logger.debug(message)),
    access: (message, fields) => access.info(fields, message),
    child: (fields) => wrap(logger.child(fields), access.child(fields), context, flush),
    within: (fields, fn) => context.run({ ...fields }, fn),
    outside: (fn) => context.exit(fn),
    requestId: () => {
      const id = context.getStore()?.requestId;
      return typeof id === 'string' ? id : undefined;
    },
    flush,
  };
}

/**
 * The process's log as the environment asks: LOG_LEVEL; JSON lines, or readable ones when standard output is a
 * terminal (pino-pretty, loaded only then).
 */
export async function logFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Log> {
  const level = logLevel(env.LOG_LEVEL);
  if (!process.stdout.isTTY) return createLog({ level });
  const { default: pretty } = await import('pino-pretty');
  return createLog({
    level,
    destination: pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'hostname' }),
  });
}
