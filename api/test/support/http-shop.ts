// JSON calls to a shop running as a process (a real socket on 127.0.0.1), as a customer's browser makes
// them: the session cookie kept per customer, and, for a shop started with TRUST_PROXY=1, the client's
// address in X-Forwarded-For (so many test customers are many clients to the per-client limits).
import { uploadPicture } from '../../../scripts/lib/shoppers.mjs';
import { cartItem, customer, readAnswer } from './app.ts';
import { CHICAGO } from './checkout-shop.ts';

/** Two different Brixes (three in all) on `picture`: the default cart of `customerWithCart`. */
export const twoBrixes = (picture: string) => [
  cartItem({ origImageUrl: picture, pixImageUrl: picture }),
  cartItem({
    origImageUrl: picture,
    pixImageUrl: picture,
    quantity: 2,
    colorMap: JSON.stringify({ width: 64, height: 64, indices: new Array(64 * 64).fill(3) }),
  }),
];

export type HttpAnswer = Awaited<ReturnType<typeof readAnswer>>;

export interface CallOptions {
  cookie?: string | null;
  /** The browser's visitor cookie (`brix-visitor=...`). */
  visitorCookie?: string;
  /** Sent as X-Forwarded-For: the client's address behind a trusted proxy. */
  client?: string;
  signal?: AbortSignal;
}

export function httpShop(url: string) {
  /**
   * The picture the default carts name, uploaded once by one browser's visitor (as many shoppers' Brixes may share
   * one photo): customers who name it sign up from that browser (its visitor cookie).
   */
  let picture: Promise<{ url: string; cookie: string }> | undefined;
  async function call(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<HttpAnswer> {
    const headers: Record<string, string> = { origin: url };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookies = [options.visitorCookie, options.cookie && `auth-token=${options.cookie}`].filter(Boolean);
    if (cookies.length) headers.cookie = cookies.join('; ');
    if (options.client) headers['x-forwarded-for'] = options.client;
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
    return readAnswer(res);
  }

  const expectStatus = (what: string, res: HttpAnswer, status: number): HttpAnswer => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text}`);
    return res;
  };

  return {
    url,
    call,
    get: (path: string, options?: CallOptions) => call('GET', path, undefined, options),
    post: (path: string, body?: unknown, options?: CallOptions) => call('POST', path, body, options),

    /**
     * A customer who uploaded a picture, filled a cart as a visitor (`items`, default two Brixes on that picture),
     * signed up from address `client` (the cart is merged) and saved a Chicago address; answers the session token
     * and email.
     */
    async customerWithCart(client: string, items?: unknown[]) {
      const shared = await (picture ??= uploadPicture(url, client));
      items ??= twoBrixes(shared.url);
      const body = customer();
      const created = expectStatus(
        'sign-up',
        await call('POST', '/api/user/create', { ...body, cart: items }, { client, visitorCookie: shared.cookie }),
        201,
      );
      const token = created.cookie!;
      const saved = await call(
        'PUT',
        `/api/user/update/${encodeURIComponent(body.email)}`,
        { address: [CHICAGO] },
        { cookie: token, client },
      );
      expectStatus('saving the address', saved, 200);
      return { token, email: body.email, cartCount: created.body.cartCount as number };
    },

    /** A payment intent for the caller's whole cart (Ground shipping, the first saved address). */
    async createIntent(token: string, client: string): Promise<{ id: string; orderNumber: string }> {
      const res = expectStatus(
        'payment create',
        await call(
          'POST',
          '/api/payment/create',
          { shippingIndex: 0, addressIndex: 0, gift: false },
          { cookie: token, client },
        ),
        200,
      );
      return { id: res.body.id, orderNumber: res.body.orderNumber };
    },
  };
}

export type HttpShop = ReturnType<typeof httpShop>;
