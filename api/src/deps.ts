// What every route factory receives: the app's services, each built once by createApp (app.ts).
import type { Kysely } from 'kysely';
import type { Blueprints } from './blueprint/blueprints.ts';
import type { AppConfig, Clock } from './config.ts';
import type { CoreLoader } from './core.ts';
import type { Database } from './db/types.ts';
import type { Limiter } from './http/rate-limit.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Checkout } from './orders/checkout.ts';
import type { PaymentEvents } from './orders/payment-events.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { FileStorage } from './storage/storage.ts';
import type { Log } from './log.ts';
import type { PasswordHasher } from './auth/passwords.ts';
import type { CartReads } from './cart/stored.ts';
import type { WorkSlots } from './work-slots.ts';

export type { Log };

export interface AppDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: AppConfig;
  clock: Clock;
  limiter: Limiter;
  log: Log;
  /** Photos, mosaics and blueprints. */
  storage: FileStorage;
  /** How many uploaded pictures are decoded at once. */
  imageDecodes: WorkSlots;
  /** Hashes and checks passwords in the app's hashing slots; holds its decoy hash. */
  passwords: PasswordHasher;
  /** Customers' carts as the browser sees them, read in batches. */
  cartReads: CartReads;
  /** Card payments. */
  payments: PaymentProvider;
  /** mosaic-core, loaded on first use: checks and counts grids, draws blueprints. */
  core: CoreLoader;
  /** Blueprint PDFs of ordered items, kept in the file store. */
  blueprints: Blueprints;
  /** Quotes, payment intents and placing orders. */
  checkout: Checkout;
  /** Test-card confirmations, provider webhooks, and the housekeeping of paid and abandoned checkouts. */
  paymentEvents: PaymentEvents;
  /** Runs the durable jobs (emails, blueprints); `nudge()` after committing a change that wrote one. */
  jobs: JobRunner;
}
