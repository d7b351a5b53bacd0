import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.ts';

/** The checkout tables (migration 20261122090000_checkout). */
export interface PaymentIntentsTable {
  id: string;
  provider: string;
  user_id: string;
  order_number: string;
  /** JSON: the priced cart rows the amount was computed from. */
  items: string;
  /** JSON: the Address it ships to. */
  address: string;
  address_index: number;
  gift: 0 | 1;
  shipping_index: number;
  coupon_code: string | null;
  coupon_type: string | null;
  coupon_quantity: number | null;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  discount_cents: number;
  total_cents: number;
  status: string;
  version: number;
  order_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface CouponRedemptionsTable {
  order_id: string;
  coupon_code: string;
  user_id: string;
  discount_cents: number;
  created_at: string;
}

/** A payment taken that did not become an order (migration 20261123150000_payment_problems). */
export interface PaymentProblemsTable {
  id: string;
  intent_id: string;
  provider: string;
  /** `amount_mismatch`: paid another amount than the checkout totals; `unknown_checkout`: no checkout for it. */
  kind: string;
  order_number: string | null;
  user_id: string | null;
  paid_cents: number;
  expected_cents: number | null;
  created_at: string;
  resolved_at: string | null;
}

export type CheckoutTables = {
  payment_intents: PaymentIntentsTable;
  payment_problems: PaymentProblemsTable;
  webhook_events: WebhookEventsTable;
  coupon_redemptions: CouponRedemptionsTable;
};

export type CheckoutDatabase = Database & CheckoutTables;
export type CheckoutDb = Kysely<CheckoutDatabase> | Transaction<CheckoutDatabase>;

/** The shop's database seen with the checkout tables too. */
export const withCheckoutTables = (db: Kysely<Database>): Kysely<CheckoutDatabase> => db.withTables<CheckoutTables>();

/**
 * The same connection typed as the foundation's `Db`, for its query functions. Safe: the checkout
 * database has every table the shop's has, and more.
 */
export const asShopDb = (db: CheckoutDb): import('../accounts/users.ts').Db => db as unknown as import('../accounts/users.ts').Db;
