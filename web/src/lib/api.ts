// The one way the web app talks to the shop's API (see api/README.md for every shape).
// JSON in and out, the session cookie travels by itself (same origin), and every failure, including a
// dropped connection, arrives as an ApiError with a message a customer can read.

export interface Address {
  name: string;
  streetAddress: string;
  streetAddress2: string;
  city: string;
  /** Full state name, e.g. "Illinois". */
  state: string;
  /** 5 digits. */
  zip: string | number;
}

export interface PublicUser {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | number;
  isAdmin: boolean;
  favAddress: number;
  address: Address[];
}

export type Shape = 'Square' | 'Portrait' | 'Landscape';

/** What a browser sends for a cart item; the server prices and counts it. */
export interface NewCartItem {
  shape: Shape | string;
  size: string;
  /** Inches (10 per plate). */
  width: number;
  height: number;
  quantity: number;
  origImageUrl: string;
  pixImageUrl: string;
  /** JSON string `{"width":W,"height":H,"indices":[...]}` in studs, row-major. */
  colorMap: string;
}

export interface CartItem extends NewCartItem {
  id: string | number;
  price: number;
  priceCents: number;
  colorCounts: number[];
}

export interface Validation {
  problem: boolean;
  message: string;
}

export interface PasswordValidation extends Validation {
  messages: { password: string; confirmation: string };
}

export interface SizeRecord {
  shape: Shape;
  sizeData: {
    size: 'Small' | 'Medium' | 'Large' | 'Custom';
    code: string | null;
    price: number;
    priceCents: number;
    plates: { wide: number; high: number };
    studs: { wide: number; high: number };
    imperial: { width: number; height: number };
    metric: { width: number; height: number };
  };
}

export interface ShippingOption {
  index: number;
  name: string;
  time: string;
  cost: number;
  costCents: number;
}

export interface OrderSummaryCents {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
  totalCents: number;
}

export interface PaymentIntentAnswer {
  clientSecret: string;
  id: string;
  provider: 'test' | 'stripe';
  publishableKey?: string;
  orderNumber: string;
  summary: OrderSummaryCents;
}

export interface OrderItem extends CartItem {
  instructionsUrl: string;
}

export interface Suborder {
  index: number;
  address: Address;
  gift: boolean;
  shipping: number;
  shippingName: string;
  trackingNumber: string;
  items: OrderItem[];
}

export interface Order {
  orderNumber: string;
  date: string;
  price: number;
  priceCents: number;
  tax: number;
  taxCents: number;
  shippingPrice: number;
  shippingCents: number;
  discount: number;
  discountCents: number;
  total: number;
  totalCents: number;
  completed: boolean;
  coupon: string | null;
  suborders: Suborder[];
}

export interface AdminOrder extends Order {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | number;
  orderIndex: number;
}

export type CouponType = 'Percent' | 'Dollars';

export interface Coupon {
  code: string;
  type: CouponType;
  quantity: number;
  active: boolean;
  display?: string;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

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
    const err = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)
      ?.error;
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
