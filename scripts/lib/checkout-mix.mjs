// The checkout mix of `npm run bench:load`: each connection is a shopper going through the shop's checkout, request
// after request, visit after visit: the home page, the sizes, the Brix priced, the shipping quoted and the cart
// read; one visit in eight goes on to pay: a payment created and confirmed with the test card (the order placed,
// with its confirmation email and blueprint as jobs) and the Brix put back in the cart for the next visit.
//
// The payment calls are limited per account (20 payments an hour), so a run pays a few times an account at most:
// with as many accounts as connections, each connection is one account; with more, a connection takes the next of
// its own at each visit (connection i uses accounts i, i + connections, ...), so no two connections share one.
import { benchCartItem } from './shoppers.mjs';

/** Where the mix's shoppers live (saved on their accounts: a payment needs a shipping address). */
const ADDRESS = {
  name: 'Load Shopper',
  streetAddress: '233 S Wacker Dr',
  streetAddress2: '',
  city: 'Chicago',
  state: 'Illinois',
  zip: '60606',
};

/** One visit in this many pays. */
const PAYING_EVERY = 8;

/** A test card that pays, a year ahead. */
const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** The mix's accounts: `shoppers` (scripts/lib/shoppers.mjs: a Brix in the cart) with an address saved. */
export async function checkoutShoppers(url, shoppers) {
  const item = await pictureItem(url, shoppers[0]);
  let next = 0;
  const save = async () => {
    while (next < shoppers.length) {
      const shopper = shoppers[next++];
      const res = await fetch(`${url}/api/user/update/${encodeURIComponent(shopper.email)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: url, cookie: shopper.cookie },
        body: JSON.stringify({ address: [ADDRESS] }),
      });
      if (res.status !== 200) throw new Error(`Saving ${shopper.email}'s address answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, save));
  return shoppers.map((shopper) => ({ ...shopper, item }));
}

/** The cart item the shoppers' carts hold (its picture is one their browser uploaded): what a visit puts back. */
async function pictureItem(url, shopper) {
  const res = await fetch(`${url}/api/cart`, { headers: { cookie: shopper.cookie } });
  const [item] = (await res.json()).data;
  const picture = item?.origImageUrl ?? item?.pixImageUrl;
  if (!picture) throw new Error(`The mix's cart holds no picture: ${JSON.stringify(item)}`);
  return JSON.stringify(benchCartItem(picture));
}

/**
 * The mix as a scenario of bench-load's `hammer` for `connections` connections over `shoppers` (at least one per
 * connection): `requestFor(i)` is connection i's next request, and `answered(i, outcome)` moves it on (the
 * payment's id read from the create's answer).
 */
export function checkoutMix(url, shoppers, connections) {
  const json = { 'content-type': 'application/json', origin: url };
  const priceJson = JSON.stringify({ items: [benchCartItem()] });
  const quoteJson = JSON.stringify({ items: [benchCartItem()], zip: '60606' });
  const browse = [
    () => ({ method: 'GET', path: '/', headers: { accept: 'text/html' } }),
    () => ({ method: 'GET', path: '/api/inventory/sizes', headers: {} }),
    () => ({ method: 'POST', path: '/api/cart/price', headers: json, body: priceJson }),
    () => ({ method: 'POST', path: '/api/shipping/options', headers: json, body: quoteJson }),
    (shopper) => ({ method: 'GET', path: '/api/cart', headers: { cookie: shopper.cookie } }),
  ];
  const pay = [
    (shopper) => ({
      method: 'POST',
      path: '/api/payment/create',
      headers: { ...json, cookie: shopper.cookie },
      body: JSON.stringify({ shippingIndex: 0, addressIndex: 0, gift: false }),
      readBody: true, // the payment's id, for the confirm
    }),
    (shopper, state) => ({
      method: 'POST',
      path: '/api/payment/confirm',
      headers: { ...json, cookie: shopper.cookie },
      body: JSON.stringify({ id: state.paymentId, ...CARD }),
    }),
    (shopper) => ({
      method: 'POST',
      path: '/api/cart/items',
      headers: { ...json, cookie: shopper.cookie },
      body: shopper.item,
    }),
  ];
  /** The steps of a connection's visit: one in PAYING_EVERY pays. */
  const stepsOf = (state) => (state.visit % PAYING_EVERY === PAYING_EVERY - 1 ? [...browse, ...pay] : browse);
  const CREATE = browse.length;
  const states = Array.from({ length: connections }, () => ({ step: 0, visit: 0, paymentId: null }));
  const shopperOf = (i) => shoppers[(i + connections * Math.floor(states[i].visit / PAYING_EVERY)) % shoppers.length];
  return {
    name: 'checkout mix',
    group: 7,
    expect: 200,
    requestFor: (i) => stepsOf(states[i])[states[i].step](shopperOf(i), states[i]),
    answered: (i, outcome) => {
      const state = states[i];
      if (state.step === CREATE)
        state.paymentId = outcome.status === 200 ? (JSON.parse(outcome.body).id ?? null) : null;
      state.step += 1;
      if (state.step === stepsOf(state).length) {
        state.step = 0;
        state.visit += 1;
      }
    },
  };
}
