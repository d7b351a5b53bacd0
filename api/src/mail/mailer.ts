import { SUPPORT_EMAIL, type OutboxEntry } from '@brixilated/shop';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { nodeDurableFs } from '../storage/local.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** The Message-ID header, `<...@host>`; a job's email carries one derived from the job (jobs/handlers.ts). */
  messageId?: string;
}

/** How the shop sends email. Implementations: SMTP, the .eml outbox, and memory (tests). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_FROM = `Brixilated <${SUPPORT_EMAIL}>`;

/**
 * How long to wait for a mail server. The shop's own emails are durable jobs that hold a lease while they
 * send, and a help request waits for its email, so a server that hangs must fail in seconds, not in
 * nodemailer's default ten minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587 or smtps://...). */
export function smtpMailer(url: string, from = DEFAULT_FROM, timeouts = SMTP_TIMEOUTS): Mailer & { close(): void } {
  // The URL's own settings (?pool=true, ...) win; the timeouts fill in what it leaves out.
  const transport = nodemailer.createTransport({ url, ...timeouts });
  // A pooled transport reports a broken connection as an event; unheard, it would end the process.
  transport.on('error', (error) => console.error('SMTP transport error', error));
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** One outbox file: the entry the admin page lists, and the real MIME message nodemailer built. */
interface OutboxFile extends OutboxEntry {
  eml: string;
}

/**
 * Writes each message as ONE file `<id>.json` under `dir`: the fields the admin page lists plus the real
 * MIME message (`eml`). Written aside, fsynced, renamed into place and the folder fsynced, so a reader
 * never sees half a message and a power loss never loses one that was reported sent. Files are 0600 in
 * a 0700 folder: the outbox holds customers' reset links.
 */
export function outboxMailer(dir: string, from = DEFAULT_FROM, now: () => Date = () => new Date()): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const date = now();
      const info = await transport.sendMail({ from, date, ...message });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Sortable names: time first, then a random part so two messages in one millisecond never collide.
      const id = `${date.toISOString().replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`;
      const raw = info.message as unknown;
      const file: OutboxFile = {
        id,
        to: message.to,
        subject: message.subject,
        date: date.toISOString(),
        text: message.text,
        eml: Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw),
      };
      await writeDurably(dir, `${id}.json`, JSON.stringify(file));
    },
  };
}

/** Where the outbox mailer writes under DATA_DIR; the admin page lists it. */
export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

/** SMTP when `smtpUrl` is set, else the .eml outbox under `dataDir/outbox`. */
export function mailerFromConfig(options: { smtpUrl: string; dataDir: string }): {
  mailer: Mailer;
  close: () => void;
  description: string;
} {
  if (options.smtpUrl) {
    const smtp = smtpMailer(options.smtpUrl);
    return { mailer: smtp, close: () => smtp.close(), description: `over SMTP (${new URL(options.smtpUrl).host})` };
  }
  const dir = outboxDir(options.dataDir);
  return { mailer: outboxMailer(dir), close: () => {}, description: `to ${dir} (set SMTP_URL to send it)` };
}

/** Writes `name` in `dir` as one atomic step with the storage's durable write: a 0600 temp file, fsync, rename, fsync of the folder. */
async function writeDurably(dir: string, name: string, content: string): Promise<void> {
  const temp = path.join(dir, `.${name}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`);
  await nodeDurableFs.writeAndSync(temp, Buffer.from(content));
  try {
    await nodeDurableFs.rename(temp, path.join(dir, name));
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  await nodeDurableFs.syncDir(dir);
}

/** Reset links give whoever reads them the account: the admin's view shows them hidden. */
export const redactSecrets = (text: string): string => text.replace(/\/reset\/[A-Za-z0-9_-]+/g, '/reset/[hidden]');

/** How many messages the admin page lists: the outbox only grows, and each listing reads every entry it shows. */
export const OUTBOX_LIST_LIMIT = 200;

/** The newest messages of the outbox (at most `limit`), newest first, with reset links hidden. */
export async function listOutbox(dir: string, limit = OUTBOX_LIST_LIMIT): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch {
    return [];
  }
  const entries: OutboxEntry[] = [];
  for (const file of files
    .filter((f) => OUTBOX_FILE.test(f))
    .sort()
    .reverse()) {
    if (entries.length >= limit) break;
    try {
      const { id, to, subject, date, text } = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxEntry;
      entries.push({ id, to, subject, date, text: redactSecrets(text) });
    } catch {
      /* a foreign or damaged file: skip it */
    }
  }
  return entries;
}

const OUTBOX_ID = /^[0-9TZ]+-[0-9a-f]{8}$/;
const OUTBOX_FILE = /^[0-9TZ]+-[0-9a-f]{8}\.json$/;

/** The raw .eml of one outbox message, or null (ids are checked so no path escapes the outbox). */
export async function readOutboxMessage(dir: string, id: string): Promise<string | null> {
  if (!OUTBOX_ID.test(id)) return null;
  try {
    const file = JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as Partial<OutboxFile>;
    if (typeof file.eml === 'string') return file.eml;
  } catch {
    /* not there, or written by an older version as a separate .eml */
  }
  try {
    return await readFile(path.join(dir, `${id}.eml`), 'utf8');
  } catch {
    return null;
  }
}

/** Keeps messages in memory; for tests and for callers that want to look at what was sent. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  last(): MailMessage | undefined {
    return this.sent[this.sent.length - 1];
  }
}
