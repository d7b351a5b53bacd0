// The API's answers and requests as both sides see them (api/README.md lists every route). The server
// builds these shapes and the web app reads them; neither keeps a copy of its own.
import type { Blending, ColorCap } from './designs.ts';
import type { CouponType, MoneySummary } from './money.ts';
import type { Shape, SizeName } from './sizes.ts';

export interface Address {
  name: string;
  streetAddress: string;
  streetAddress2: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * An address as the API takes it (an account's addresses, a sign-up's): the second line may be left out and a ZIP
 * may come as a number; the server keeps it as an Address. The same type as the API's schema of it
 * (`api/src/accounts/validation.ts` checks that at compile time).
 */
export interface AddressInput extends Omit<Address, 'streetAddress2' | 'zip'> {
  streetAddress2?: string;
  zip: string | number;
}

/** What the browser sees of a user: never the password hash. `_id` is the email. */
export interface PublicUser {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  isAdmin: boolean;
  favAddress: number;
  address: Address[];
}

/** Visitor-cart items left out at login or sign-up, by reason. */
export interface SkippedCart {
  /** Their picture is no longer stored by the shop (or was not uploaded by this shopper). */
  photo: number;
  /** They use a colour that is no longer available. */
  color: number;
  /** The account's cart was full (50 different Brixes). */
  full: number;
  /** Otherwise not a valid Brix (an old or altered entry). */
  invalid: number;
}

/** The answer to logging in or signing up: the visitor cart sent along was merged into the account's. */
export interface AuthAnswer {
  user: PublicUser;
  cartCount: number;
  /** How many visitor-cart items were left out: the sum of `skippedCart`. */
  skippedCartItems: number;
  skippedCart: SkippedCart;
}

/** A coupon on the wire. `quantity` is whole percent (1-100) or whole dollars. */
export interface Coupon {
  code: string;
  type: CouponType;
  quantity: number;
  active: boolean;
  display: string;
}

/** One message of the mail outbox, as the admin page lists it. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

/**
 * A cart item as a browser sends it; the server checks the size, prices it and counts its colors. The same type as
 * the API's schema of it (`api/src/cart/schema.ts` checks that at compile time).
 */
export interface NewCartItem {
  shape: Shape;
  size: SizeName;
  /** Inches (10 per plate). */
  width: number;
  height: number;
  /** 1 when left out. */
  quantity?: number;
  origImageUrl: string;
  pixImageUrl: string;
  /** The grid as colorMap text (see colormap.ts). */
  colorMap: string;
  /** The colour blending the grid was drawn with; 'off' when left out. */
  blending?: Blending;
  /** The Colours cap the grid was made with; 'all' when left out. */
  colorCap?: ColorCap;
  /** Whether the grid was made with Tidy lone studs; false when left out. */
  tidy?: boolean;
  /** How the grid was made from the photo, so the design can be opened again; left out by older carts. */
  recipe?: ItemRecipe | null;
}

/** A checked item as the shop keeps it: a real size, the compact colorMap, priced and counted by the server. */
export interface PricedItem extends NewCartItem {
  quantity: number;
  blending: Blending;
  colorCap: ColorCap;
  tidy: boolean;
  recipe: ItemRecipe | null;
  priceCents: number;
  /** Studs of each palette color, by index. */
  colorCounts: number[];
}

export interface CartItem extends PricedItem {
  id: string;
  /** Dollars, for display; priceCents is the truth. */
  price: number;
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
  /** The shipping option's delivery estimate ("5-7 business days"). */
  shippingTime: string;
  /** Empty until an admin enters one (the page shows "Not shipped yet"). */
  trackingNumber: string;
  /** When the tracking number was first saved, or null. */
  shippedAt: string | null;
  items: OrderItem[];
}

/**
 * Where an order stands: `placed` (paid), `shipped` (every parcel has a tracking number), `completed` (the
 * admin marked it so), `cancelled` (cancelled before shipping, or refunded in full at the provider).
 */
export type OrderStatus = 'placed' | 'shipped' | 'completed' | 'cancelled';

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
  /** When the admin ticked it completed, or null. */
  completedAt: string | null;
  coupon: string | null;
  status: OrderStatus;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** What went back to the customer's card and when; null before any refund. */
  refundedCents: number | null;
  refundedAt: string | null;
  suborders: Suborder[];
}

/**
 * What the admin pages get of an item: everything but its colorMap. A grid is up to 180 KB of JSON for an
 * 8 x 8-plate Brix and the admin pages never draw one; the blueprint link serves it to admins instead.
 */
export type AdminOrderItem = Omit<OrderItem, 'colorMap'>;

export interface AdminOrder extends Omit<Order, 'suborders'> {
  suborders: (Omit<Suborder, 'items'> & { items: AdminOrderItem[] })[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The order's place in its owner's list, oldest first from 0. */
  orderIndex: number;
}

/** A durable job as the admin sees it: `waiting` (to run, or to be tried again), `done`, or `failed` (gave up). */
export type JobState = 'waiting' | 'done' | 'failed';

export interface AdminJob {
  id: string;
  kind: string;
  /** "Confirmation email", "Blueprint", ... */
  label: string;
  /** What sets it apart from its kind's others (a tracking email's number), or null. */
  detail: string | null;
  orderNumber: string | null;
  state: JobState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  doneAt: string | null;
  /** When a waiting job runs next. */
  nextRunAt: string | null;
}

/** One order for the admin's detail view: the list's row plus the payment and the order's jobs. */
export interface AdminOrderDetail extends AdminOrder {
  payment: { id: string; provider: string } | null;
  jobs: AdminJob[];
  /** The pieces a cancel puts back on the free stock (pick lists with spares, of the counted colours). */
  restockPieces: number;
}

/** The answer to creating or updating a payment intent. */
export interface CheckoutAnswer {
  clientSecret: string;
  id: string;
  provider: 'test' | 'stripe';
  publishableKey?: string;
  orderNumber: string;
  summary: MoneySummary;
}

/** One shipping option for a parcel to a ZIP. */
/** One of the three shipping options, by its place in the list. */
export type ShippingIndex = 0 | 1 | 2;

export interface ShippingOption {
  index: ShippingIndex;
  name: string;
  time: string;
  /** Dollars, for display; costCents is the truth. */
  cost: number;
  costCents: number;
}

/** A payment taken that did not become an order, as the admin screen lists it. */
export interface PaymentProblem {
  id: string;
  /**
   * `amount_mismatch`: paid another amount than the checkout totals; `unknown_checkout`: the checkout is gone;
   * `refund_failed`: paid for a cart another payment had placed, and the provider refused the refund.
   */
  kind: 'amount_mismatch' | 'unknown_checkout' | 'refund_failed';
  provider: string;
  intentId: string;
  orderNumber: string | null;
  customer: { email: string; firstName: string; lastName: string; phone: string } | null;
  paidCents: number;
  expectedCents: number | null;
  createdAt: string;
  resolvedAt: string | null;
  /** One sentence: what happened. */
  summary: string;
  /** What the admin should do about it. */
  action: string;
}

/** A palette colour and whether new designs may use it (`code` = palette index + 1, as on the blueprint). */
export interface InventoryColor {
  code: number;
  available: boolean;
}

/** One colour of a pick list: the studs of that colour, the spares packed with them, and both together. */
export interface PickLine {
  /** Palette index + 1, as on the blueprint. */
  code: number;
  name: string;
  /** BrickLink's colour id for the 1 x 1 round plate in this colour. */
  bricklinkColor: number;
  count: number;
  spares: number;
  total: number;
}

/** The base plates of a kit by size (`wide` x `high` plates a Brix), and how many of them to pick. */
export interface PlateLine {
  wide: number;
  high: number;
  /** Kits of this size (a line's quantity, or summed over lines). */
  kits: number;
  plates: number;
}

/** What to pick for one order item, an order or every open order. */
export interface PickList {
  /** Only the colours used, in palette order. */
  colors: PickLine[];
  plates: PlateLine[];
  /** Base plates in all. */
  basePlates: number;
  connectors: number;
  /** Bricks in all (counts plus spares). */
  bricks: number;
}

/** One order item's share of its order's pick list (`quantity` kits of this Brix). */
export interface ItemPickList extends PickList {
  itemId: string;
  suborderIndex: number;
  shape: string;
  size: string;
  quantity: number;
}

export interface OrderPickList {
  orderNumber: string;
  items: ItemPickList[];
  total: PickList;
}

/** A colour's stock as the admin sees it. */
export interface StockColor {
  code: number;
  name: string;
  /** Free pieces: on the shelf and not reserved by an order; below zero when open orders need more than there is; null until counted. */
  onHand: number | null;
  /** The admin's switch: off takes the colour out of new designs. */
  available: boolean;
  /** Pieces the open orders still need (their pick lists: counts plus spares). */
  neededByOpenOrders: number;
  /** Pieces open orders need beyond the stock (0 when stock covers them, or the colour is not counted). */
  shortfall: number;
  /** What new designs see: the switch is on and the free stock is not below the threshold. */
  effectiveAvailable: boolean;
}

export interface StockReport {
  threshold: number;
  colors: StockColor[];
}

/** A rectangle of the photo, in its pixels (what the cropper kept). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One painted stud, as the core records it: the stud and the colour it had and was given (palette indices). */
export interface DesignEdit {
  x: number;
  y: number;
  from: number;
  to: number;
}

/**
 * How a Brix's grid was made from its photo (`origImageUrl`), beside the blending, Colours and Tidy its item
 * names: the plates, the crop, the sliders and the painted studs. With it the wizard opens the item again.
 */
export interface ItemRecipe {
  plates: { wide: number; high: number };
  crop: CropArea;
  sliders: { brightness: number; contrast: number; saturation: number };
  /** The painted studs, oldest first (at most MAX_EDITS). */
  edits: DesignEdit[];
}

/**
 * What the browser sends to save a design (POST /api/designs, PUT /api/designs/{id}). The same type as the API's
 * schema of it (`api/src/designs/designs.ts` checks that at compile time).
 */
export interface DesignInput {
  shape: Shape;
  size: SizeName;
  /** Base plates along each side. */
  plates: ItemRecipe['plates'];
  /** The photo as the shop stored it (/images/...). */
  photoUrl: string;
  crop: CropArea;
  sliders: ItemRecipe['sliders'];
  /** The colour blending ('off' when left out). */
  blending?: Blending;
  /** The Colours cap ('all' when left out: designs saved before it). */
  colorCap?: ColorCap;
  /** Tidy lone studs (TIDY_DEFAULT when left out). */
  tidy?: boolean;
  /** The painted studs, oldest first (at most MAX_EDITS). */
  edits: DesignEdit[];
  /** The finished grid (the colorMap text), checked by the core; the thumbnail is drawn from it. */
  colorMap: string;
}

/** A design as the shop keeps it once checked: every choice filled in, the colorMap in its compact form. */
export interface CheckedDesign extends DesignInput {
  blending: Blending;
  colorCap: ColorCap;
  tidy: boolean;
}

/** One design in the customer's list. */
export interface DesignSummary {
  id: string;
  shape: Shape;
  size: SizeName;
  plates: { wide: number; high: number };
  /** A small PNG of the design drawn by the server from its grid. */
  thumbnailUrl: string;
  createdAt: string;
  updatedAt: string;
}

/** A whole design, as GET /api/designs/{id} answers it (the browser reads a design without a cap or Tidy as their defaults). */
export interface Design extends DesignSummary, DesignInput {
  blending: Blending;
}

// ---- Request bodies. Each is the same type as the API's schema of it (a compile-time check beside the schema). ----

/**
 * The visitor cart handed over at login or sign-up: the browser's kept entries as they are. The server checks each
 * as a NewCartItem and leaves out (and counts) any that fails, so an old or damaged entry never blocks a login.
 */
export type VisitorCartEntries = unknown[];

/** POST /api/user/create. */
export interface SignUpRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmation: string;
  cart?: VisitorCartEntries;
}

/** POST /api/user/login. */
export interface LoginRequest {
  email: string;
  password: string;
  cart?: VisitorCartEntries;
}

/** POST /api/user/reset: a new password with the emailed link's token. */
export interface PasswordResetRequest {
  token: string;
  password: string;
  confirmation: string;
}

/** PUT /api/user/update/{email}: only the fields sent change; a new password needs the current one. */
export interface AccountUpdate {
  firstName?: string;
  lastName?: string;
  phone?: string;
  currentPassword?: string;
  newPassword?: string;
  confirmation?: string;
  /** Replaces the whole list. */
  address?: AddressInput[];
  favAddress?: number;
}

/** POST /api/payment/create: what the page chose; the server prices the cart. */
export interface PaymentChoice {
  /** One of the three shipping options. */
  shippingIndex: ShippingIndex;
  /** One of the account's addresses. */
  addressIndex: number;
  gift?: boolean;
  coupon?: string | null;
}

/** POST /api/payment/update: new choices for the payment `id`. */
export interface PaymentChoiceUpdate extends PaymentChoice {
  id: string;
}

/** POST /api/payment/confirm: a test card for the built-in provider, and the total the Pay button showed. */
export interface CardConfirmation {
  id: string;
  cardNumber: string | number;
  expMonth: number | string;
  expYear: number | string;
  cvc: string | number;
  /** When the cart's total differs from it now, nothing is charged. */
  totalCents?: number;
}

/** POST /api/shipping/options: the parcel's items (or the caller's cart when left out) and its ZIP. */
export interface ShippingOptionsRequest {
  items?: NewCartItem[];
  /** Five digits; a number loses its leading zeros and gets them back. */
  zip: string | number;
}

/** POST /api/email/help: the contact form. */
export interface HelpRequest {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

/** Which name a name check is for: the message names it ("Please enter your first name."). */
export type NameType = 'first' | 'last' | 'addressee' | 'street address' | 'city';

/**
 * The body of each field check, POST /api/validate/{check}: what a form sends as the customer types, to learn
 * whether the field is fine (a FieldCheckAnswer) before the form is sent.
 */
export interface FieldCheckBodies {
  name: { name: string; type: NameType };
  /** `shouldExist`: the field must name an account (login) or must not (sign-up). */
  email: { email: string; shouldExist: boolean };
  phone: { phone: string };
  /** `user`: also whether this is that signed-in customer's current password. */
  passwords: { password: string; confirmation?: string; checkStrength?: boolean; user?: string };
  address: { streetAddress: string };
  /** A coupon code: `shouldExist` for a customer's code, not for a new code the admin makes. */
  code: { code: string; shouldExist: boolean };
  message: { message: string; type: 'subject' | 'message' };
  state: { state: string };
  /** With `state`, the ZIP must also belong to that state. */
  zip: { zip: string | number; state?: string };
  type: { type: string };
  number: { name?: string; number: string | number };
}

/** What a field check answers: whether there is a problem, and the message to show beside the field ('' if none). */
export interface FieldCheckAnswer {
  problem: boolean;
  message: string;
}

/** The password check also says which of the two fields the problem is in. */
export interface PasswordCheckAnswer extends FieldCheckAnswer {
  messages: { password: string; confirmation: string };
}

// ---- The bodies of the cart, coupon, payment-quote, admin and analytics calls ----

/** POST /api/inventory/sizes: the standard sizes of a shape, or the one size of a width and height in inches. */
export type SizesRequest = { shape: Shape } | { width: number; height: number };

/** POST /api/cart/price: a visitor's cart, priced and counted by the server. */
export interface CartPriceRequest {
  items: NewCartItem[];
}

/** PUT /api/cart/items/{id}: the new quantity (0 removes the item). */
export interface CartQuantityUpdate {
  quantity: number;
}

/** POST /api/coupon/create: the admin's new coupon (the amount as typed, a number or its text). */
export interface NewCoupon {
  code: string;
  type: CouponType;
  quantity: number | string;
  /** Active unless said otherwise. */
  active?: boolean;
}

/** PUT /api/coupon/{code}: switches a coupon on or off. */
export interface CouponActiveUpdate {
  active: boolean;
}

/** POST /api/payment/tax: the address the tax is quoted for, and the coupon the quote takes off first. */
export interface TaxQuoteRequest {
  zip?: string | number;
  state?: string;
  coupon?: string | null;
}

/** POST /api/payment/discount: what a coupon would take off the cart. */
export interface DiscountQuoteRequest {
  coupon?: string | null;
}

/** POST /api/payment/complete: a payment the page has seen through, asked for its order. */
export interface PaymentCompletion {
  id: string;
}

/** PUT /api/admin/orders/{orderNumber}/suborders/{index}/tracking. */
export interface TrackingUpdate {
  trackingNumber: string;
}

/** POST /api/admin/orders/{orderNumber}/cancel. */
export interface CancelRequest {
  reason: string;
}

/** An admin's change to a colour's stock: the pieces on hand (null: not counted), pieces received, available. */
export interface StockChange {
  onHand?: number | null;
  received?: number;
  available?: boolean;
}

/** PUT /api/admin/stock: one change for several colours, by code. */
export interface StockChangeOfColors extends StockChange {
  codes: number[];
}

/** PUT /api/admin/stock-threshold: the free pieces under which a colour is short. */
export interface StockThresholdUpdate {
  threshold: number;
}

/** POST /api/analytics: a page view, or an event such as a wizard step's Next. */
export interface AnalyticsEvent {
  type: 'pageview' | 'event';
  /** A path inside the shop, without a query string. */
  path: string;
  category?: string;
  action?: string;
  label?: string;
}

// ---- The answers: each route's JSON answer is built with `satisfies` one of these (api/src/routes) ----

/** Most answers: the resource, or the list, under `data` (`{ data: Order[] }`, `{ data: Coupon }` ...). */
export interface DataAnswer<T> {
  data: T;
}

/**
 * Every refusal and failure (4xx, 5xx): `code` is stable (a client may switch on it), `message` is for the
 * customer, `fields` has a message for each field a validation failed on.
 */
export interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** An answer that only says the call went through (a help message sent, a logout, a reset link mailed). */
export interface OkAnswer {
  ok: true;
}

/** POST /api/auth/verify: who the session's cookie belongs to, or null; POST /api/user/reset: the customer. */
export interface SessionAnswer {
  user: PublicUser | null;
}

/** GET /api/auth/admin/{userId}: whether the signed-in customer is an admin. */
export interface AdminCheckAnswer {
  isAdmin: boolean;
}

/** GET /api/user/reset/{token}: the account (its email) a usable reset link belongs to. */
export interface ResetLinkAnswer {
  id: string;
}

/** POST /api/images: the stored picture's address and its size in pixels. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/** POST /api/payment/tax: the tax on the cart (dollars for display; `taxCents` is the truth). */
export interface TaxQuote {
  tax: number;
  taxCents: number;
}

/** POST /api/payment/discount: what the coupon takes off the cart (dollars for display; cents are the truth). */
export interface DiscountQuote {
  discount: number;
  discountCents: number;
}

/** POST /api/shipping/options: the three options for the cart to a ZIP. */
export interface ShippingOptionsAnswer {
  options: ShippingOption[];
}

/** POST /api/payment/confirm: the order the test card's payment placed, or why it failed. */
export type PaymentOutcome = { status: 'succeeded'; order: Order } | { status: 'failed'; message: string };

/**
 * POST /api/payment/complete: `succeeded` with the order the payment placed, `refunded` with why, or the
 * provider's status while the payment is not through (`processing`, `requires_payment_method` ...).
 */
export interface PaymentStatusAnswer {
  status: string;
  order?: Order;
  message?: string;
}

/** POST /api/payment/webhook: the provider's event was taken. */
export interface WebhookAnswer {
  received: true;
}

/** GET /api/health: each dependency's state; jobs that gave up add their count and the admin page to look at. */
export interface HealthAnswer {
  ok: boolean;
  db: 'ok' | 'down';
  storage: 'ok' | 'down';
  failedJobs?: number;
  failedJobsPage?: string;
}
