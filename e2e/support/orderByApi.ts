// An order placed through the API with the test card, as the checkout page places it: the items into the cart,
// the shipping address saved, a payment made and confirmed. Plain code without the test runner, so the
// end-to-end tests (accounts.ts, which checks each answer with `expect`) and the benchmarks (scripts/) share it.
import type { APIRequestContext, APIResponse } from 'playwright-core';

/** The address the order ships to: in Illinois, so it is taxed. */
export const ORDER_ADDRESS = {
  name: 'Ada Lovelace',
  streetAddress: '1 Main St',
  streetAddress2: '',
  city: 'Springfield',
  state: 'Illinois',
  zip: '62701',
};

/** The test provider's card that is always charged. */
export const PAYING_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

export interface OrderByApiOptions {
  /** Runs once the items are in the cart, before the address and the payment. */
  beforePaying?: () => Promise<void>;
  /**
   * Looks at each answer that must succeed (`what` names the call) before the next call is made. By default a
   * refusal throws with the shop's answer; the tests pass their own `expect`.
   */
  check?: (answer: APIResponse, what: string) => Promise<void>;
}

/** What `POST /api/payment/confirm` answered: `succeeded` with the order, or why not. */
export interface ConfirmedPayment {
  status: string;
  message?: string;
  order?: { orderNumber: string };
}

async function refuseFailure(answer: APIResponse, what: string): Promise<void> {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
}

/**
 * Puts `items` (NewCartItem bodies) into the cart of the customer signed in to `request`'s browser context, saves
 * the shipping address, pays with the test card (Ground shipping, not a gift) and answers the confirmation.
 */
export async function orderByApi(
  request: APIRequestContext,
  shopUrl: string,
  items: unknown[],
  { beforePaying, check = refuseFailure }: OrderByApiOptions = {},
): Promise<ConfirmedPayment> {
  const api = (path: string) => `${shopUrl}/api${path}`;
  for (const item of items) await check(await request.post(api('/cart/items'), { data: item }), 'POST /cart/items');
  await beforePaying?.();
  const session = await request.post(api('/auth/verify'));
  await check(session, 'POST /auth/verify');
  const { email } = (await session.json()).user as { email: string };
  await check(
    await request.put(api(`/user/update/${encodeURIComponent(email)}`), {
      data: { address: [ORDER_ADDRESS], favAddress: 0 },
    }),
    'PUT /user/update',
  );
  const created = await request.post(api('/payment/create'), {
    data: { shippingIndex: 0, addressIndex: 0, gift: false },
  });
  await check(created, 'POST /payment/create');
  const { id } = (await created.json()) as { id: string };
  const confirmed = await request.post(api('/payment/confirm'), { data: { id, ...PAYING_CARD } });
  await check(confirmed, 'POST /payment/confirm');
  return (await confirmed.json()) as ConfirmedPayment;
}
