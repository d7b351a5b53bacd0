import type { AppDeps } from '../app.ts';
import { Blueprints } from '../blueprint/blueprints.ts';
import { Checkout } from './checkout.ts';
import { Maintenance } from './maintenance.ts';

const checkouts = new WeakMap<AppDeps, Checkout>();
const blueprintStores = new WeakMap<AppDeps, Blueprints>();

/** One blueprint store per app, over its file storage and its renderer (worker threads by default). */
export function blueprintsOf(deps: AppDeps): Blueprints {
  let blueprints = blueprintStores.get(deps);
  if (!blueprints) blueprintStores.set(deps, (blueprints = new Blueprints(deps.storage, deps.blueprintRenderer, deps.log)));
  return blueprints;
}

/** One checkout per app, shared by the payment and order routes. */
export function checkoutOf(deps: AppDeps): Checkout {
  let checkout = checkouts.get(deps);
  if (!checkout) {
    checkout = new Checkout({
      db: deps.db,
      payments: deps.payments,
      blueprints: blueprintsOf(deps),
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
      log: deps.log,
    });
    checkouts.set(deps, checkout);
  }
  return checkout;
}

const maintenances = new WeakMap<AppDeps, Maintenance>();

/** The app's housekeeping (reconcile paid checkouts, close abandoned ones, sweep unused pictures). */
export function maintenanceOf(deps: AppDeps): Maintenance {
  let maintenance = maintenances.get(deps);
  if (!maintenance) maintenances.set(deps, (maintenance = new Maintenance(checkoutOf(deps), deps.log)));
  return maintenance;
}
