// The shop's log: one JSON line per event (pino), with its level, time and process, and the fields of the request
// or job it happened in. Readable lines in a terminal (`npm start`), JSON elsewhere. Nothing secret or personal
// goes into a line: callers log ids (order numbers, user ids, request ids), never bodies; the paths below are
// redacted should one slip in, and errors keep only their type, message (with any email address masked), code and
// stack.
import cluster from 'node:cluster';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AccessLine, Log, LogFields } from '../log.ts';

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

/**
 * Standard output as the shop writes it: pino's asynchronous destination, which writes once 4 KiB of lines wait
 * (a busy shop makes one write for dozens of lines) or a quarter of a second has passed. pino writes out what
 * waits when the process exits; a process killed outright loses at most that quarter of a second.
 */
function standardOutput() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
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
 * A log writing JSON lines (or what `destination` makes of them). Without a destination it opens standard output
 * (`standardOutput`), which `close()` ends (a given destination is its giver's to end).
 */
export function createLog(options: LogOptions = {}): OwnedLog {
  const opened = options.destination ? null : standardOutput();
  const destination = options.destination ?? opened!;
  const logger = pino(
    {
      level: options.level ?? 'info',
      base: options.base ?? processFields(),
      // The level as its word, the time in ISO 8601 (UTC).
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
      messageKey: 'msg',
      errorKey: 'err',
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  const flush = () => {
    try {
      (destination as { flushSync?: () => void }).flushSync?.();
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
  return Object.assign(new PinoLog(logger, flush, undefined), { close });
}

/** A Log over a pino logger; a child is pino's child with the same fields. */
class PinoLog implements Log {
  constructor(
    private readonly logger: Logger,
    private readonly flushOutput: () => void,
    readonly requestId: string | undefined,
  ) {}

  error(message: string, error?: unknown, fields?: LogFields): void {
    this.problem('error', message, error, fields);
  }

  warn(message: string, error?: unknown, fields?: LogFields): void {
    this.problem('warn', message, error, fields);
  }

  info(message: string, fields?: LogFields): void {
    if (fields) this.logger.info(fields, message);
    else this.logger.info(message);
  }

  debug(message: string, fields?: LogFields): void {
    if (fields) this.logger.debug(fields, message);
    else this.logger.debug(message);
  }

  access({ requestId, method, route, status, ms, bytes }: AccessLine): void {
    if (!this.logger.isLevelEnabled('info')) return;
    // A request's log carries its id already; any other writes it through a child that does.
    const logger = requestId === this.requestId ? this.logger : this.logger.child({ requestId });
    logger.info(
      { type: 'access', method, route, status, ms: Math.round(ms * 10) / 10, bytes },
      `${method} ${route} ${status}`,
    );
  }

  child(fields: LogFields): Log {
    const requestId = typeof fields.requestId === 'string' ? fields.requestId : this.requestId;
    return new PinoLog(this.logger.child(fields), this.flushOutput, requestId);
  }

  flush(): void {
    this.flushOutput();
  }

  private problem(level: 'error' | 'warn', message: string, error: unknown, fields: LogFields | undefined): void {
    if (error === undefined) this.logger[level](fields ?? {}, message);
    else this.logger[level]({ ...fields, err: error }, message);
  }
}

/**
 * The process's log as the environment asks: LOG_LEVEL; JSON lines, or readable ones when standard output is a
 * terminal (pino-pretty, loaded only then).
 */
export async function logFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<OwnedLog> {
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
