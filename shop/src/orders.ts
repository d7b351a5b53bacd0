// An order's own page in the shop: the customer's confirmation and tracking emails link to it, the
// account's order history opens it, and a signed-out customer lands on it after logging in.

/** The route of the order page, as the web app's router writes it. */
export const ORDER_PAGE_ROUTE = '/account/orders/:orderNumber';

/** The path of one order's page. */
export const orderPagePath = (orderNumber: string): string => `/account/orders/${encodeURIComponent(orderNumber)}`;

/** An ordered item's blueprint, the PDF the API serves to the order's owner and the admin. */
export const blueprintFilePath = (orderNumber: string, itemId: string): string =>
  `/api/blueprints/${encodeURIComponent(orderNumber)}/${encodeURIComponent(itemId)}.pdf`;

/**
 * The route of the page an email's blueprint link opens: a signed-out customer logs in there first, then the
 * PDF opens (a link to the PDF itself would answer a signed-out browser with the API's error).
 */
export const BLUEPRINT_PAGE_ROUTE = '/account/orders/:orderNumber/blueprints/:itemId';

/** The path of the page that opens one item's blueprint. */
export const blueprintPagePath = (orderNumber: string, itemId: string): string =>
  `${orderPagePath(orderNumber)}/blueprints/${encodeURIComponent(itemId)}`;

/** The admin's Stock tab, where a stock alert email sends an admin. */
export const STOCK_PAGE = '/admin?tab=stock';

/** The admin's Failed jobs view, where `/api/health`'s `failedJobs` count sends an admin. */
export const FAILED_JOBS_PAGE = '/admin?tab=failed-jobs';

/** How long after placing an order its customer may cancel it from its page (the FAQ's promise). */
export const CUSTOMER_CANCEL_HOURS = 48;

/**
 * Whether an order's customer may cancel it now: `open` within 48 hours of placing while nothing has shipped,
 * `late` after that, `shipped` once any parcel has a tracking number (or the order is completed), `cancelled`
 * when it is already.
 */
export type CustomerCancelStand = 'open' | 'late' | 'shipped' | 'cancelled';

export function customerCancelStand(
  order: { date: string; cancelled: boolean; shipped: boolean },
  now: Date,
): CustomerCancelStand {
  if (order.cancelled) return 'cancelled';
  if (order.shipped) return 'shipped';
  const placed = Date.parse(order.date);
  return now.getTime() - placed < CUSTOMER_CANCEL_HOURS * 3_600_000 ? 'open' : 'late';
}

/** What the order page and the API say when the customer can no longer cancel. */
export const CUSTOMER_CANCEL_MESSAGES = {
  late: `Orders can be cancelled within ${CUSTOMER_CANCEL_HOURS} hours of placing them, and this one was placed longer ago.`,
  shipped: 'This order has shipped, so it can no longer be cancelled.',
  support: 'To ask about it or arrange a return of a faulty kit, contact us; we reply within 24 hours.',
} as const;

/** The reason kept with an order its customer cancelled. */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer.';
