import type { CouponType } from '@brixilated/shop';
import type { Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

/**
 * The database as kysely sees it. Portable across SQLite and PostgreSQL: text ids made by the app,
 * money in integer cents, booleans as 0/1 integers, timestamps as ISO-8601 text (UTC).
 */
export interface Database {
  users: UsersTable;
  addresses: AddressesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  cart_items: CartItemsTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  suborders: SubordersTable;
  order_items: OrderItemsTable;
  inquiries: InquiriesTable;
  analytics_events: AnalyticsEventsTable;
  sizes: SizesTable;
  rate_limits: RateLimitsTable;
  payment_intents: PaymentIntentsTable;
  payment_problems: PaymentProblemsTable;
  webhook_events: WebhookEventsTable;
  coupon_redemptions: CouponRedemptionsTable;
  test_payment_intents: TestPaymentIntentsTable;
  test_payment_refunds: TestPaymentRefundsTable;
  image_owners: ImageOwnersTable;
  uploaded_images: UploadedImagesTable;
  color_stock: ColorStockTable;
  shop_settings: ShopSettingsTable;
  jobs: JobsTable;
  designs: DesignsTable;
  build_marks: BuildMarksTable;
}

/** The shop's database, or an open transaction on it: what every query function takes first. */
export type Db = Kysely<Database> | Transaction<Database>;

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  /** Lower-cased; also the public `_id`. */
  email: string;
  first_name: string;
  last_name: string;
  /** Digits only. */
  phone: string;
  password_hash: string;
  is_admin: Flag;
  fav_address: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AddressesTable {
  id: string;
  user_id: string;
  position: number;
  name: string;
  street_address: string;
  street_address2: string;
  city: string;
  /** Full state name. */
  state: string;
  /** Five digits, kept as text so leading zeros survive. */
  zip: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token, hex. The token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One rate-limit counter: a key's hits in one fixed window (`window_index` = floor(time / window length)). */
export interface RateLimitsTable {
  key: string;
  window_index: number;
  hits: number;
  ends_at: string;
}

/** The fields a cart item and an order item share. */
export interface ItemColumns {
  shape: string;
  size: string;
  /** Inches, 10 per plate. */
  width: number;
  height: number;
  quantity: number;
  /** Unit price, set by the server. */
  price_cents: number;
  orig_image_url: string;
  pix_image_url: string;
  /** JSON array of 40 counts. */
  color_counts: string;
  /** JSON string `{"width","height","indices"}` as the browser sent it (checked on the way in). */
  color_map: string;
  /** The colour blending the grid was drawn with (a Blending: 'off', 'smooth', 'crisp', 'likeness', 'clean'). */
  blending: string;
  /** The Colours cap the grid was made with: 'all', '24', '16', '12' or '8' (a ColorCap as text). */
  color_cap: string;
  /** 1 when the grid was made with Tidy lone studs, else 0. */
  tidy: number;
  /** JSON ItemRecipe (plates, crop, sliders, painted studs), or null for items made before recipes were kept. */
  recipe: string | null;
}

export interface CartItemsTable extends ItemColumns {
  id: string;
  user_id: string;
  position: number;
  created_at: string;
}

export interface CouponsTable {
  /** Upper-cased; matched case-insensitively. */
  code: string;
  type: CouponType;
  quantity: number;
  active: Flag;
  created_at: string;
}

export interface OrdersTable {
  id: string;
  /** 8 digits, zero-padded, unique. */
  order_number: string;
  user_id: string;
  date: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  discount_cents: number;
  total_cents: number;
  coupon_code: string | null;
  completed: Flag;
  /** When the admin last ticked it completed; null while it is not (and on orders completed before it was kept). */
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  /** Set when an admin cancelled the order (before it shipped); with the reason they gave. */
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** Set while an admin's cancel is under way (its refund asked for); no tracking number or completion meanwhile. */
  cancelling_at: string | null;
  /** The provider's refund, once the payment went back (a cancel, or a refund made at the provider). */
  refund_id: string | null;
  refunded_cents: number | null;
  refunded_at: string | null;
}

export interface SubordersTable {
  id: string;
  order_id: string;
  position: number;
  address_name: string;
  street_address: string;
  street_address2: string;
  city: string;
  state: string;
  zip: string;
  gift: Flag;
  /** Shipping option index: 0 Ground, 1 Priority, 2 Priority Express. */
  shipping_index: number;
  shipping_name: string;
  shipping_cents: number;
  tracking_number: string;
  /** When a tracking number was first saved for the parcel. */
  shipped_at: string | null;
}

export interface OrderItemsTable extends ItemColumns {
  id: string;
  suborder_id: string;
  position: number;
  /** Blueprint URL; empty until the order is placed and the blueprint made. */
  instructions_url: string;
}

export interface InquiriesTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  created_at: string;
}

export interface AnalyticsEventsTable {
  id: string;
  type: 'pageview' | 'event';
  path: string;
  category: string | null;
  action: string | null;
  label: string | null;
  user_id: string | null;
  created_at: string;
}

export interface SizesTable {
  /** SS..LL */
  code: string;
  shape: 'Square' | 'Portrait' | 'Landscape';
  size: 'Small' | 'Medium' | 'Large';
  plates_wide: number;
  plates_high: number;
  price_cents: number;
  position: number;
}

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
  /** `amount_mismatch`: paid another amount than the checkout totals; `unknown_checkout`: no checkout for it; `refund_failed`: a second payment of a placed cart the provider would not refund. */
  kind: string;
  order_number: string | null;
  user_id: string | null;
  paid_cents: number;
  expected_cents: number | null;
  created_at: string;
  resolved_at: string | null;
}

/** The built-in test payment provider's intents, kept in the shop's database so several processes agree. */
export interface TestPaymentIntentsTable {
  id: string;
  client_secret: string;
  amount_cents: number;
  amount_received_cents: number;
  currency: string;
  status: string;
  metadata: string;
  last_error: string | null;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
}

/** Who may use a stored picture (migration 20261126113000_image_owners): `user:{id}` or `visitor:{cookie hash}`. */
export interface ImageOwnersTable {
  url: string;
  owner: string;
  created_at: string;
}

/** The test provider's refunds (migration 20261126100000_test_refunds): at most one, in full, per intent. */
export interface TestPaymentRefundsTable {
  id: string;
  intent_id: string;
  amount_cents: number;
  reason: string | null;
  idempotency_key: string;
  created_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AddressRow = Selectable<AddressesTable>;
export type CartItemRow = Selectable<CartItemsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type SizeRow = Selectable<SizesTable>;

/** Every stored upload, for the per-client quota and the sweep of unused pictures (migration 20261123170000_uploaded_images). */
export interface UploadedImagesTable {
  url: string;
  client: string;
  bytes: number;
  created_at: string;
}

/** Stock of one palette colour (migration 20261123181500_stock); a colour without a row is available, not counted. */
export interface ColorStockTable {
  /** The colour's blueprint code: palette index + 1. */
  code: number;
  /** Free pieces (placing an order takes its pieces off); below zero when orders need more; null: not counted. */
  on_hand: number | null;
  available: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** Settings the admin changes at run time, one row each (`stock_threshold`). */
export interface ShopSettingsTable {
  key: string;
  value: string;
  created_at: string;
  updated_at: string;
}

/** A durable job: an email or a blueprint to make, run by some serving process (migration 20261123190000_jobs, api/src/jobs/). */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON text: what the job's handler needs (an order number, an item id, ...). */
  payload: string;
  /** At most one job per key (`confirmation:<orderNumber>`, ...): enqueueing twice is harmless. */
  dedupe_key: string;
  /** Lower runs first among the jobs due. */
  priority: number;
  /** `pending` (waiting or leased), `done`, or `failed` (gave up after the retry window). */
  state: string;
  /** Runs started, counted when a runner claims it. */
  attempts: number;
  run_at: string;
  /** The lease: while `locked_until` is in the future, only `locked_by` runs the job. */
  locked_until: string | null;
  locked_by: string | null;
  created_at: string;
  done_at: string | null;
  last_error: string | null;
  /** The request that wrote the job (its lines carry this id too), or null. */
  request_id: string | null;
}

/** A customer's saved design (migration 20261123193000_designs). */
export interface DesignsTable {
  id: string;
  user_id: string;
  shape: string;
  size: string;
  plates_wide: number;
  plates_high: number;
  photo_url: string;
  /** JSON text: { crop, sliders, blending, edits }. */
  settings: string;
  /** The compact colorMap text of the finished grid. */
  color_map: string;
  created_at: string;
  updated_at: string;
}

/** A step of the building guide the builder marked done: plate `plate` (from 0) of an ordered Brix. */
export interface BuildMarksTable {
  item_id: string;
  plate: number;
  /** `c{palette index}` (a colour) or `r{row}` (a row), as the guide names its steps. */
  step: string;
  created_at: string;
}
