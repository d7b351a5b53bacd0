// A fresh shop for each test: a fresh database (in-memory SQLite, or PostgreSQL in the api-postgres project), migrated and seeded, a memory mailer and a clock the test moves.
import { PALETTE_SIZE, platesToInches, platesToStuds } from '@brixilated/shop';
import type { Kysely } from 'kysely';
import { createApp, type AppOptions } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/types.ts';
import { seedDemoData } from '../../src/seed.ts';
import { recordUpload, userOwner, visitorOwner } from '../../src/images/register.ts';
import { MemoryMailer, type Mailer } from '../../src/mail/mailer.ts';
import { closeWithTestDatabases, openTestDatabase } from './database.ts';
import { problemLog } from './log.ts';

export const TEST_ADMIN = { email: 'admin@brixilated.example', password: 'Admin-pass-1!' };
export const SHOP_URL = 'http://shop.test';

/** A clock the test moves by hand (reset-link expiry, rate-limit windows). */
export class TestClock {
  constructor(public current = new Date('2026-11-21T12:00:00.000Z')) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestShopOptions {
  config?: Partial<AppConfig>;
  /** Another database to migrate and use; default a fresh one from support/database.ts. */
  db?: Kysely<Database>;
  mailer?: Mailer;
  /** Extra dependencies (the checkout part passes storage and payments here). */
  extra?: Partial<AppOptions>;
}

export async function createTestShop(options: TestShopOptions = {}) {
  const db = options.db ?? (await openTestDatabase());
  await migrateToLatest(db);
  const clock = new TestClock();
  const config: AppConfig = {
    publicUrl: SHOP_URL,
    dataDir: '/nonexistent-test-data',
    trustProxy: false,
    // argon2id still, with little memory so hundreds of test sign-ups stay quick on a shared machine.
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    sessionDays: 30,
    supportAddress: 'support@brixilated.example',
    ...options.config,
  };
  await seedDemoData(db, {
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    passwordHashing: config.passwordHashing,
    now: clock.now(),
  });
  // The pictures `cartItem()` names, as if a shopper had uploaded them: a cart item must name stored pictures.
  await registerUploads(db, clock.now(), ...DEFAULT_PICTURES);
  const memoryMailer = new MemoryMailer();
  const mailer = options.mailer ?? memoryMailer;
  const errors: unknown[] = [];
  const problems: string[] = [];
  const app = createApp({
    db,
    mailer,
    config,
    clock: clock.now,
    log: problemLog((message, error) => {
      errors.push(error);
      problems.push(message);
    }),
    ...options.extra,
  });
  closeWithTestDatabases(app.close);

  /** One JSON call; `cookie` is the session token (from a previous answer's `cookie`). */
  async function call(
    method: string,
    path: string,
    body?: unknown,
    /** `visitor`: another browser's visitor cookie, or null for a browser without one. */
    init: { cookie?: string | null; headers?: Record<string, string>; visitor?: string | null } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const cookies = [init.visitor === null ? null : `brix-visitor=${init.visitor ?? TEST_VISITOR}`];
    if (init.cookie) cookies.push(`auth-token=${init.cookie}`);
    headers.cookie ??= cookies.filter(Boolean).join('; ');
    const res = await app.request(`${SHOP_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return readAnswer(res);
  }

  const shop = {
    app,
    db,
    clock,
    config,
    mailer: memoryMailer,
    /** Unexpected errors the app logged (a test can assert there were none). */
    errors,
    /** The messages of the warnings and errors the app logged, in order. */
    problems,
    /** Runs every job that is due by the test's clock (emails, blueprints), as a serving process's runner would. */
    runJobs: () => app.jobs.runDue(),
    call,
    get: (path: string, cookie?: string | null) => call('GET', path, undefined, { cookie }),
    post: (path: string, body?: unknown, cookie?: string | null) => call('POST', path, body, { cookie }),
    put: (path: string, body?: unknown, cookie?: string | null) => call('PUT', path, body, { cookie }),
    del: (path: string, cookie?: string | null) => call('DELETE', path, undefined, { cookie }),
    /** Signs up a customer and returns the session token and the answer. */
    async signUp(overrides: Record<string, unknown> = {}) {
      const res = await call('POST', '/api/user/create', { ...customer(), ...overrides });
      if (res.status !== 201 || !res.cookie) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
      return { token: res.cookie, user: res.body.user, res };
    },
    async loginAdmin() {
      const res = await call('POST', '/api/user/login', TEST_ADMIN);
      if (res.status !== 200 || !res.cookie) throw new Error(`admin login failed: ${res.status} ${res.text}`);
      return res.cookie;
    },
  };
  return shop;
}

export type TestShop = Awaited<ReturnType<typeof createTestShop>>;

let customers = 0;
/** A valid sign-up body with a fresh email each time. */
export function customer(overrides: Record<string, unknown> = {}) {
  customers += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${customers}@example.com`,
    phone: '(312) 555-0147',
    password: 'Brix-pass-1!',
    confirmation: 'Brix-pass-1!',
    ...overrides,
  };
}

/** A response read as the tests look at it: status, JSON body (null when not JSON), text, headers, session cookie. */
export async function readAnswer(res: Response) {
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, body: json, text, headers: res.headers, cookie: sessionCookie(res.headers) };
}

/** The auth-token value a response sets ('' when it clears it), or null when it sets none. */
export function sessionCookie(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const match = /^auth-token=([^;]*)/.exec(line);
    if (match) return match[1];
  }
  return null;
}

/** The pictures `cartItem()` names unless told otherwise; every test shop has them in its register of uploads. */
export const DEFAULT_PICTURES = ['/images/photo-1.jpg', '/images/mosaic-1.png'] as const;

/**
 * The visitor cookie every call of a test shop sends unless told otherwise: the tests' customers share one browser,
 * whose visitor uploaded the pictures `registerUploads` records (each account may use them once it logs in there).
 */
export const TEST_VISITOR = 'test-browser-visitor-0000000000';

/**
 * Records `urls` in the register of uploads as uploaded by the test browser's visitor (as POST /api/images does),
 * so cart items and designs of customers who sign up or log in there may name them.
 */
export const forgetUploads = (db: Kysely<Database>) => db.deleteFrom('uploaded_images').execute();

export async function registerUploads(db: Kysely<Database>, now: Date, ...urls: string[]): Promise<void> {
  for (const url of urls) await recordUpload(db, { url, client: 'test', bytes: 1 }, visitorOwner(TEST_VISITOR), now);
}

/** Records `urls` as uploaded by the customer with `email` while logged in (POST /api/images with a session). */
export async function registerUploadsOf(db: Kysely<Database>, now: Date, email: string, ...urls: string[]) {
  const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  for (const url of urls) await recordUpload(db, { url, client: 'test', bytes: 1 }, userOwner(id), now);
}

/** A NewCartItem with a valid colorMap for the size (indices cycle through the palette). */
export function cartItem(overrides: Record<string, unknown> = {}, platesWide = 2, platesHigh = 2) {
  const width = platesToStuds(platesWide);
  const height = platesToStuds(platesHigh);
  const indices = Array.from({ length: width * height }, (_, i) => i % PALETTE_SIZE);
  return {
    shape: platesWide === platesHigh ? 'Square' : platesHigh > platesWide ? 'Portrait' : 'Landscape',
    size: 'Small',
    width: platesToInches(platesWide),
    height: platesToInches(platesHigh),
    quantity: 1,
    origImageUrl: DEFAULT_PICTURES[0],
    pixImageUrl: DEFAULT_PICTURES[1],
    colorMap: JSON.stringify({ width, height, indices }),
    ...overrides,
  };
}
