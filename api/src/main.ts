// The shop in one process: migrations and demo data at start, /api, and the built web app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { deleteStaleResets } from './accounts/resets.ts';
import { deleteExpiredSessions } from './accounts/sessions.ts';
import { createApp } from './app.ts';
import { configFromEnv, systemClock } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { databaseFromEnv } from './db/open.ts';
import { seedDemoData } from './db/seed.ts';
import { serveWebApp } from './http/web-app.ts';
import { mailerFromConfig } from './mail/mailer.ts';
import { StripePaymentProvider, stripeSettingsFromEnv } from './payments/stripe-provider.ts';
import { mkdirSync } from 'node:fs';

const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main() {
  const config = configFromEnv();
  mkdirSync(config.dataDir, { recursive: true });
  const { db, description: dbDescription } = databaseFromEnv(process.env, config.dataDir, (error) =>
    console.error('A database connection was dropped (the pool opens a new one when needed):', error.message),
  );
  console.log(`Database: ${dbDescription}.`);
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`Migrated the database: ${applied.join(', ')}`);

  const seed = await seedDemoData(db, {
    adminEmail: process.env.ADMIN_EMAIL,
    adminPassword: process.env.ADMIN_PASSWORD,
    passwordHashing: config.passwordHashing,
    now: systemClock(),
  });
  if (seed.firstStart) console.log('First start: added the standard sizes and the demo coupons WELCOME10, TAKE20, SPRING5.');
  if (seed.generatedAdmin) {
    console.log(`Created the admin ${seed.generatedAdmin.email} with password ${seed.generatedAdmin.password}`);
    console.log('  (shown only this once: write it down, or set ADMIN_EMAIL and ADMIN_PASSWORD)');
  } else if (seed.createdAdmin) {
    console.log(`Created the admin ${seed.createdAdmin} (password from ADMIN_PASSWORD).`);
  }
  // Expired sessions and reset tokens are useless; sweep them now and every hour.
  const sweep = async () => {
    await deleteExpiredSessions(db, systemClock());
    await deleteStaleResets(db, systemClock());
  };
  await sweep();
  const sweeper = setInterval(() => sweep().catch((error) => console.error('Could not sweep expired sessions', error)), 60 * 60 * 1000);
  sweeper.unref();

  const { mailer, close: closeMail, description } = mailerFromConfig(config);
  console.log(`Email goes out ${description}.`);

  const stripe = stripeSettingsFromEnv(process.env);
  console.log(stripe ? 'Card payments go through Stripe.' : 'Card payments use the built-in test provider (Test mode - no real charge).');
  // The AWS SDK is large: loaded only when the files go to S3.
  const s3Module = process.env.S3_BUCKET ? await import('./storage/s3.ts') : null;
  const s3 = s3Module?.s3SettingsFromEnv(process.env) ?? null;
  const storage = s3Module && s3 ? new s3Module.S3FileStorage(s3) : undefined;
  console.log(s3 ? `Pictures and blueprints go to the S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}.` : `Pictures and blueprints go to ${config.dataDir}.`);
  const app = createApp({ db, mailer, config, ...(storage ? { storage } : {}), ...(stripe ? { payments: new StripePaymentProvider(stripe) } : {}) });
  // Paid checkouts without an order are placed, abandoned ones closed, unused pictures deleted: now and every 10 minutes.
  const startup = await app.maintenance.runOnce();
  const placedAtStart = Object.values(startup).flatMap((r) => (r as { placed?: string[] }).placed ?? []);
  if (placedAtStart.length) console.log(`Placed ${placedAtStart.length} paid order(s) that had no order yet: ${placedAtStart.join(', ')}`);
  const stopMaintenance = app.maintenance.start(MAINTENANCE_INTERVAL_MS);
  const { built } = serveWebApp(app, process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'web', 'dist'));
  if (!built) console.warn('web/dist is missing: run `npm run build` to build the web app. Serving the API only.');

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Brixilated is running on ${config.publicUrl} (listening on ${info.address}:${info.port})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    // Give open requests a moment; then close the database cleanly (WAL checkpoint).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(sweeper);
    stopMaintenance();
    server.close(() => {
      closeMail();
      storage?.close();
      db.destroy().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Could not close the database cleanly', error);
          process.exit(1);
        },
      );
    });
    if ('closeIdleConnections' in server) (server as { closeIdleConnections: () => void }).closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error('The shop could not start:', error);
  process.exit(1);
});
