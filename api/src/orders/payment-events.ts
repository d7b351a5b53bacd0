// Payment events: what happens once a card is charged, in three parts with one face for the routes and the
// maintenance: confirmations by the customer's page (confirmations.ts), the provider's webhooks (webhooks.ts) and
// the housekeeping that places paid checkouts without an order and closes abandoned ones (housekeeping.ts); what
// follows any paid payment is in after-payment.ts.
import { AfterPayment } from './after-payment.ts';
import type { Checkout, CheckoutDeps } from './checkout.ts';
import { Confirmations, type PaymentOutcome } from './confirmations.ts';
import { PaymentHousekeeping } from './housekeeping.ts';
import { PaymentWebhooks } from './webhooks.ts';

/** Confirmations, webhooks and the housekeeping of payments, for the checkouts `checkout` made. */
export class PaymentEvents {
  private readonly confirmations: Confirmations;
  private readonly webhooks: PaymentWebhooks;
  private readonly housekeeping: PaymentHousekeeping;

  constructor(deps: CheckoutDeps, checkout: Checkout) {
    const after = new AfterPayment(deps);
    this.confirmations = new Confirmations(deps, checkout, after);
    this.webhooks = new PaymentWebhooks(deps, after);
    this.housekeeping = new PaymentHousekeeping(deps, after);
  }

  /** See Confirmations.confirmTestCard. */
  confirmTestCard(...args: Parameters<Confirmations['confirmTestCard']>): Promise<PaymentOutcome> {
    return this.confirmations.confirmTestCard(...args);
  }

  /** See Confirmations.complete. */
  complete(...args: Parameters<Confirmations['complete']>) {
    return this.confirmations.complete(...args);
  }

  /** See PaymentWebhooks.handleEvent. */
  handleEvent(...args: Parameters<PaymentWebhooks['handleEvent']>) {
    return this.webhooks.handleEvent(...args);
  }

  /** See PaymentHousekeeping.reconcile. */
  reconcile() {
    return this.housekeeping.reconcile();
  }

  /** See PaymentHousekeeping.pruneAbandoned. */
  pruneAbandoned() {
    return this.housekeeping.pruneAbandoned();
  }
}
