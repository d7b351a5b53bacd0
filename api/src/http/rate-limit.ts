import type { Context, MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../config.ts';
import { Batcher } from '../db/batch.ts';
import { withoutWaitingForDisk } from '../db/open.ts';
import type { Database } from '../db/types.ts';
import { tooManyRequests } from '../errors.ts';
import { clientKey } from './client.ts';

export interface Limit {
  /** How many hits a key may make per window. */
  max: number;
  windowMs: number;
}

/** What the routes count against: one interface, whatever keeps the counters. */
export interface Limiter {
  /**
   * Counts a hit (of `weight` units, default 1: a byte budget counts bytes) and answers whether the key
   * is still within its limit; counting and checking are one step.
   */
  hit(key: string, limit: Limit, weight?: number): Promise<boolean>;
  /** Several hits (different keys) counted in one step: for each, whether its key is still within its limit. */
  hitAll(hits: ReadonlyArray<{ key: string; limit: Limit; weight?: number }>): Promise<boolean[]>;
  /** Forgets a key's current windows (a successful login clears its failed attempts). */
  reset(key: string): Promise<void>;
  /** Drops windows that have ended; returns how many went. */
  sweep(): Promise<number>;
}

type Hit = { key: string; limit: Limit; weight?: number };

/**
 * The most a counter holds: far above every limit (the largest is a byte budget of 60 MB), and twice it still
 * fits PostgreSQL's 32-bit integer. Refused hits keep counting (a client over its limit stays over), so
 * without a cap a client declaring huge bodies could push its counter past 2^31 and make every statement that
 * carries that counter fail, other requests' hits with it.
 */
const COUNTER_CAP = 1_000_000_000;

/**
 * Fixed-window counters in the shop's database (table `rate_limits`), so every API process of one shop
 * counts together. A window is `floor(now / windowMs)`; hits are counted by one INSERT ... ON CONFLICT DO
 * UPDATE ... RETURNING statement, so parallel requests can never all read the same old count (SQLite and
 * PostgreSQL both run it atomically). On SQLite the counters are written without waiting for the disk
 * (`withoutWaitingForDisk`): a hit on a public call would otherwise hold the event loop for a disk flush
 * (about 4 ms here), which bounded such a call to about 130 a second. A power cut may forget the last
 * counts; it cannot let parallel requests past a limit.
 *
 * The hits of requests that arrive while a statement is out go together in the next one (`Batcher`): one
 * statement adds up each counter's hits and answers its new total, and each request is judged by the count it
 * would have seen counted alone, in the order the requests came (the total before the statement plus the hits
 * up to and including its own). The same requests are let through as if each had its own statement.
 */
export class DatabaseRateLimiter implements Limiter {
  private readonly batches: Batcher<{ hits: ReadonlyArray<Hit>; now: number }, boolean[]>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.batches = new Batcher((requests) => this.count(requests), 100);
  }

  async hit(key: string, limit: Limit, weight = 1): Promise<boolean> {
    return (await this.hitAll([{ key, limit, weight }]))[0];
  }

  /** Every hit counted and checked atomically; with the hits of other requests made meanwhile, one statement. */
  async hitAll(hits: ReadonlyArray<Hit>): Promise<boolean[]> {
    if (new Set(hits.map((h) => h.key)).size !== hits.length) throw new Error('hitAll counts each key once');
    return this.batches.load({ hits, now: this.clock().getTime() });
  }

  /** One INSERT of the rows of several requests' hits (one round trip on PostgreSQL). */
  private async count(requests: ReadonlyArray<{ hits: ReadonlyArray<Hit>; now: number }>): Promise<boolean[][]> {
    // One row per counter (key and window), its weight the sum of the requests' hits on it.
    const rows = new Map<string, { key: string; window_index: number; hits: number; ends_at: string }>();
    const placed = requests.map(({ hits, now }) =>
      hits.map(({ key, limit, weight = 1 }) => {
        const windowIndex = Math.floor(now / limit.windowMs);
        const id = `${windowIndex}:${key}`;
        const row = rows.get(id) ?? {
          key,
          window_index: windowIndex,
          hits: 0,
          ends_at: new Date((windowIndex + 1) * limit.windowMs).toISOString(),
        };
        row.hits += weight;
        rows.set(id, row);
        // The hits of this counter counted up to and including this one, in the order the requests came.
        return { id, upTo: row.hits, max: limit.max };
      }),
    );
    // Rows in one order (key, then window) in every process: two statements upserting the same counters
    // lock their rows in the same order, so they cannot deadlock on PostgreSQL.
    const values = [...rows.values()]
      .map((row) => ({ ...row, hits: Math.min(row.hits, COUNTER_CAP) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.window_index - b.window_index));
    const counted = await withoutWaitingForDisk(this.db, (db) =>
      db
        .insertInto('rate_limits')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['key', 'window_index']).doUpdateSet({
            hits: sql<number>`case when rate_limits.hits + excluded.hits > ${sql.lit(COUNTER_CAP)} then ${sql.lit(COUNTER_CAP)} else rate_limits.hits + excluded.hits end`,
          }),
        )
        .returning(['key', 'window_index', 'hits'])
        .execute(),
    );
    // The count before this statement: the new total less this statement's hits. A counter at its cap is
    // past every limit, whatever it held before.
    const before = new Map(
      counted.map((row) => {
        const id = `${Number(row.window_index)}:${row.key}`;
        const total = Number(row.hits);
        return [id, total >= COUNTER_CAP ? Infinity : total - (rows.get(id)?.hits ?? 0)];
      }),
    );
    return placed.map((hits) =>
      hits.map(({ id, upTo, max }) => (before.has(id) ? before.get(id)! + upTo <= max : false)),
    );
  }

  async reset(key: string): Promise<void> {
    await withoutWaitingForDisk(this.db, (db) => db.deleteFrom('rate_limits').where('key', '=', key).execute());
  }

  async sweep(): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limits')
      .where('ends_at', '<=', this.clock().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

const MINUTE = 60_000;

/** The limits of the calls an attacker would hammer. */
export const LIMITS = {
  /** Login attempts for one account from one client, counted before the password is checked. */
  loginPerAccountAndClient: { max: 10, windowMs: 15 * MINUTE },
  /** Login attempts from one client, whatever the account. */
  loginPerClient: { max: 50, windowMs: 15 * MINUTE },
  signupPerClient: { max: 10, windowMs: 60 * MINUTE },
  /** Sign-up attempts for one address (each taken address answers 409, so this slows probing). */
  signupPerAddress: { max: 5, windowMs: 60 * MINUTE },
  forgotPerAddress: { max: 3, windowMs: 60 * MINUTE },
  forgotPerClient: { max: 10, windowMs: 60 * MINUTE },
  emailCheckPerClient: { max: 60, windowMs: 10 * MINUTE },
  emailCheckPerAddress: { max: 20, windowMs: 10 * MINUTE },
  helpPerClient: { max: 5, windowMs: 10 * MINUTE },
  /** Checks of a signed-in customer's current password (the account page's check and a password change). */
  passwordCheckPerUser: { max: 10, windowMs: 15 * MINUTE },
  /** Coupon look-ups by a visitor or customer (a checkout needs a handful; guessing codes needs thousands). */
  couponCheckPerClient: { max: 30, windowMs: 15 * MINUTE },
  /** Pricing a visitor's cart: every cart change prices it once. */
  cartPricePerClient: { max: 120, windowMs: 10 * MINUTE },
  /** Bytes of visitor carts priced for one client (a big cart of ten 8 x 8 Brixes is about 2 MB a call). */
  cartPriceBytesPerClient: { max: 60 * 1024 * 1024, windowMs: 10 * MINUTE },
  /** Shipping quotes of a visitor's cart: every cart or ZIP change asks once. */
  shippingQuotePerClient: { max: 120, windowMs: 10 * MINUTE },
  /** Bytes of carts sent for shipping quotes by one client. */
  shippingQuoteBytesPerClient: { max: 60 * 1024 * 1024, windowMs: 10 * MINUTE },
  /** Bytes of visitor carts handed over at login and sign-up by one client (each up to about 10 MB). */
  cartHandoverBytesPerClient: { max: 60 * 1024 * 1024, windowMs: 10 * MINUTE },
  /** Grids a customer adds to the cart or saves as designs (each is checked by the core): far above 50 Brixes. */
  gridWritesPerUser: { max: 200, windowMs: 10 * MINUTE },
  /** Page views and wizard events: generous, only against a script filling the table. */
  analyticsPerClient: { max: 600, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

/** The one counter of a user's current-password checks, wherever the password is checked. */
export const passwordCheckKey = (userId: string): string => `password-check:${userId}`;

/** Counts a hit (or `weight` units); over the limit, the call ends with 429 RATE_LIMITED and `message`. */
export async function enforce(limiter: Limiter, key: string, limit: Limit, message: string, weight = 1): Promise<void> {
  if (!(await limiter.hit(key, limit, weight))) throw tooManyRequests(message);
}

/**
 * A limit looked up before the body is read or parsed: `key` names the counter from what comes before the body
 * (the client's address, the caller's session), so a refused call costs no parsing.
 */
export const limitFirst =
  (limiter: Limiter, key: (c: Context) => string, limit: Limit, message: string): MiddlewareHandler =>
  async (c, next) => {
    await enforce(limiter, key(c), limit, message);
    await next();
  };

export const minutes = (limit: Limit): number => Math.round(limit.windowMs / MINUTE);

/**
 * Every call that tells whether a coupon code exists, for anyone but an admin (GET /api/coupon/{code},
 * /api/validate/code, and the payment calls given a code: discount, tax, create, and an update that changes
 * the code) shares one budget per client, and a customer's calls also one per account (many addresses, one
 * login), so codes cannot be guessed by the thousand through any door.
 */
export async function limitCouponChecks(
  deps: { limiter: Limiter; config: { trustProxy: boolean } },
  c: Context,
  userId?: string,
): Promise<void> {
  const message = `Too many coupon checks. Please wait ${minutes(LIMITS.couponCheckPerClient)} minutes and try again.`;
  const hits = [{ key: `coupon-check:${clientKey(c, deps.config.trustProxy)}`, limit: LIMITS.couponCheckPerClient }];
  if (userId) hits.push({ key: `coupon-check-user:${userId}`, limit: LIMITS.couponCheckPerClient });
  if ((await deps.limiter.hitAll(hits)).includes(false)) throw tooManyRequests(message);
}

/** The bytes a request's body declares, or (sent without a length) what it holds. */
async function bodyBytes(c: Context): Promise<number> {
  const declared = Number(c.req.header('content-length'));
  return Number.isFinite(declared) && declared > 0 ? declared : (await c.req.raw.clone().arrayBuffer()).byteLength;
}

/**
 * A budget of calls and of body bytes per client, counted before the body is parsed: for the calls whose body
 * carries grids that the core parses and checks (a 6 MB cart costs about 300 ms of the event loop).
 */
function limitGridBodies(
  deps: { limiter: Limiter; config: { trustProxy: boolean } },
  name: string,
  calls: Limit | null,
  bytes: Limit,
  message: (limit: Limit) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const client = clientKey(c, deps.config.trustProxy);
    const weight = await bodyBytes(c);
    // Calls and bytes counted in one statement (every visitor's pricing makes it).
    const hits: Hit[] = [{ key: `${name}-bytes:${client}`, limit: bytes, weight }];
    if (calls) hits.unshift({ key: `${name}:${client}`, limit: calls });
    if ((await deps.limiter.hitAll(hits)).includes(false)) throw tooManyRequests(message(calls ?? bytes));
    await next();
  };
}

/** Pricing a visitor's cart (POST /api/cart/price): calls and bytes per client. */
export const limitCartPricing = (deps: { limiter: Limiter; config: { trustProxy: boolean } }): MiddlewareHandler =>
  limitGridBodies(
    deps,
    'cart-price',
    LIMITS.cartPricePerClient,
    LIMITS.cartPriceBytesPerClient,
    (limit) =>
      `You've priced your cart many times in a short while. Please wait ${minutes(limit)} minutes and try again.`,
  );

/** Shipping quotes (POST /api/shipping/options), whose body may carry a visitor's cart: calls and bytes per client. */
export const limitShippingQuotes = (deps: { limiter: Limiter; config: { trustProxy: boolean } }): MiddlewareHandler =>
  limitGridBodies(
    deps,
    'shipping-quote',
    LIMITS.shippingQuotePerClient,
    LIMITS.shippingQuoteBytesPerClient,
    (limit) =>
      `You've asked for shipping options many times in a short while. Please wait ${minutes(limit)} minutes and try again.`,
  );

/**
 * The visitor cart handed over at login and sign-up: bytes per client, before the body is parsed (the calls
 * themselves have their own per-client limits, counted once the body is read).
 */
export const limitCartHandover = (deps: { limiter: Limiter; config: { trustProxy: boolean } }): MiddlewareHandler =>
  limitGridBodies(
    deps,
    'cart-handover',
    null,
    LIMITS.cartHandoverBytesPerClient,
    (limit) => `Too many sign-ins from here in a short while. Please wait ${minutes(limit)} minutes and try again.`,
  );

/** A customer's new cart items and saved designs, each a grid the core checks: calls per customer, before parsing. */
export const limitGridWrites =
  (deps: { limiter: Limiter }): MiddlewareHandler =>
  async (c, next) => {
    const userId = (c.get('session') as { userId?: string } | null)?.userId;
    if (userId)
      await enforce(
        deps.limiter,
        `grid-writes:${userId}`,
        LIMITS.gridWritesPerUser,
        `You've saved many Brixes in a short while. Please wait ${minutes(LIMITS.gridWritesPerUser)} minutes and try again.`,
      );
    await next();
  };
