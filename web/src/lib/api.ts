// The one way the web app talks to the shop's API (see api/README.md for every shape).
// JSON in and out, the session cookie travels by itself (same origin), and every failure, including a
// dropped connection, arrives as an ApiError with a message a customer can read.

// The answers' shapes are the shop's wire types, which the server builds, so the two sides cannot drift apart.
export type {
  Address,
  AdminOrder,
  CartItem,
  Coupon,
  CouponType,
  DataAnswer,
  Order,
  OrderItem,
  PublicUser,
  Shape,
  SizeRecord,
  Suborder,
  CheckoutAnswer as PaymentIntentAnswer,
  MoneySummary as OrderSummaryCents,
  OutboxEntry as OutboxMessage,
  NewCartItem,
  ShippingOption,
} from '@brixilated/shop';

export type { FieldCheckAnswer as Validation, PasswordCheckAnswer as PasswordValidation } from '@brixilated/shop';
import type { ErrorAnswer } from '@brixilated/shop';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const NETWORK_MESSAGE = 'We could not reach the shop. Check your connection and try again.';
const SERVER_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

const BASE = '/api';

function url(path: string): string {
  if (path.startsWith('/api/') || path === '/api') return path;
  return BASE + (path.startsWith('/') ? path : `/${path}`);
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  } else if (method !== 'GET') {
    // State-changing calls must be JSON even without a body (the server checks the content type).
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  let res: Response;
  try {
    res = await fetch(url(path), init);
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  if (res.status === 204) return undefined as T;
  let data: unknown = undefined;
  const text = await res.text().catch(() => '');
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const err = (data as Partial<ErrorAnswer> | undefined)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? `HTTP_${res.status}`,
      err?.message ?? (res.status >= 500 ? SERVER_MESSAGE : `The request failed (${res.status}).`),
      err?.fields,
    );
  }
  if (data === undefined && text) throw new ApiError(res.status, 'BAD_RESPONSE', SERVER_MESSAGE);
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  del: <T>(path: string) => request<T>('DELETE', path),
};

/** A customer-readable message for anything thrown by an api call. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return SERVER_MESSAGE;
}
