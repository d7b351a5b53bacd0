// An order's own page in the shop: the customer's confirmation and tracking emails link to it, the
// account's order history opens it, and a signed-out customer lands on it after logging in.

/** The route of the order page, as the web app's router writes it. */
export const ORDER_PAGE_ROUTE = '/account/orders/:orderNumber';

/** The path of one order's page. */
export const orderPagePath = (orderNumber: string): string => `/account/orders/${encodeURIComponent(orderNumber)}`;

/** The admin's Failed jobs view, where `/api/health`'s `failedJobs` count sends an admin. */
export const FAILED_JOBS_PAGE = '/admin?tab=failed-jobs';
