import {
  centsToDollars,
  type AdminOrder,
  type Order,
  type OrderFilter,
  type OrderStatus,
  type Suborder,
} from '@brixilated/shop';
import { rowToCartItem } from '../cart/stored.ts';
import type { Db, OrderItemsTable, OrdersTable, SubordersTable } from '../db/types.ts';
import { SHIPPING_OPTIONS } from '../domain/shipping.ts';

type OrderRow = OrdersTable;

function toSuborder(row: SubordersTable, items: OrderItemsTable[]): Suborder {
  return {
    index: row.position,
    address: {
      name: row.address_name,
      streetAddress: row.street_address,
      streetAddress2: row.street_address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
    },
    gift: row.gift === 1,
    shipping: row.shipping_index,
    shippingName: row.shipping_name,
    shippingTime: SHIPPING_OPTIONS[row.shipping_index]?.time ?? '',
    trackingNumber: row.tracking_number,
    shippedAt: row.shipped_at ?? null,
    items: items.map((item) => ({ ...rowToCartItem(item), instructionsUrl: item.instructions_url })),
  };
}

/** Cancelled beats completed, completed beats shipped (every parcel has a tracking number), else placed. */
export function orderStatus(row: Pick<OrderRow, 'cancelled_at' | 'completed'>, suborders: Suborder[]): OrderStatus {
  if (row.cancelled_at) return 'cancelled';
  if (row.completed === 1) return 'completed';
  if (suborders.length > 0 && suborders.every((s) => s.trackingNumber !== '')) return 'shipped';
  return 'placed';
}

function toOrder(row: OrderRow, suborders: Suborder[]): Order {
  return {
    orderNumber: row.order_number,
    date: row.date,
    price: centsToDollars(row.subtotal_cents),
    priceCents: row.subtotal_cents,
    tax: centsToDollars(row.tax_cents),
    taxCents: row.tax_cents,
    shippingPrice: centsToDollars(row.shipping_cents),
    shippingCents: row.shipping_cents,
    discount: centsToDollars(row.discount_cents),
    discountCents: row.discount_cents,
    total: centsToDollars(row.total_cents),
    totalCents: row.total_cents,
    completed: row.completed === 1,
    completedAt: row.completed_at ?? null,
    coupon: row.coupon_code,
    status: orderStatus(row, suborders),
    cancelledAt: row.cancelled_at ?? null,
    cancelReason: row.cancel_reason ?? null,
    refundedCents: row.refunded_cents ?? null,
    refundedAt: row.refunded_at ?? null,
    suborders,
  };
}

/**
 * Runs a query over `ids` in slices: SQLite takes at most 32,766 bound values in a statement and
 * PostgreSQL 65,535, and a shop's list of every order passes that after a few busy years.
 */
const IN_LIST_CHUNK = 1000;
async function inChunks<Row>(ids: string[], query: (slice: string[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += IN_LIST_CHUNK)
    rows.push(...(await query(ids.slice(start, start + IN_LIST_CHUNK))));
  return rows;
}

/** Orders with their suborders and items, in the order given; a few queries per thousand orders. */
async function hydrate(db: Db, orders: OrderRow[]): Promise<Order[]> {
  if (orders.length === 0) return [];
  const suborders = await inChunks(
    orders.map((o) => o.id),
    (ids) => db.selectFrom('suborders').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
  );
  const items = await inChunks(
    suborders.map((s) => s.id),
    (ids) => db.selectFrom('order_items').selectAll().where('suborder_id', 'in', ids).orderBy('position').execute(),
  );
  const itemsBySuborder = new Map<string, OrderItemsTable[]>();
  for (const item of items) {
    const list = itemsBySuborder.get(item.suborder_id) ?? [];
    list.push(item);
    itemsBySuborder.set(item.suborder_id, list);
  }
  const subordersByOrder = new Map<string, Suborder[]>();
  for (const suborder of suborders) {
    const list = subordersByOrder.get(suborder.order_id) ?? [];
    list.push(toSuborder(suborder, itemsBySuborder.get(suborder.id) ?? []));
    subordersByOrder.set(suborder.order_id, list);
  }
  return orders.map((order) => toOrder(order, subordersByOrder.get(order.id) ?? []));
}

/** A customer's orders, newest first. */
export async function listOrdersForUser(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('date', 'desc')
    .orderBy('id')
    .execute();
  return hydrate(db, rows);
}

export function findOrderRow(db: Db, orderNumber: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
}

export async function getOrder(db: Db, orderNumber: string): Promise<{ order: Order; userId: string } | null> {
  const row = await findOrderRow(db, orderNumber);
  if (!row) return null;
  const [order] = await hydrate(db, [row]);
  return { order, userId: row.user_id };
}

/**
 * An order by number when `ownerId` owns it (any owner's for null: an admin): one query by number and owner, so
 * another customer's order and a number with no order cost the same and answer the same (null).
 */
export async function getOwnOrder(db: Db, orderNumber: string, ownerId: string | null): Promise<Order | null> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .$if(ownerId !== null, (qb) => qb.where('user_id', '=', ownerId!))
    .executeTakeFirst();
  if (!row) return null;
  const [order] = await hydrate(db, [row]);
  return order;
}

/** Every order (or the open, complete or cancelled ones), newest first, with its owner's contact details. */
export async function listAdminOrders(db: Db, filter: OrderFilter): Promise<AdminOrder[]> {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.first_name', 'users.last_name', 'users.email', 'users.phone'])
    .orderBy('orders.date', 'desc')
    .orderBy('orders.id');
  // Open: still to be picked and shipped, so neither completed nor cancelled.
  if (filter === 'open') query = query.where('orders.completed', '=', 0).where('orders.cancelled_at', 'is', null);
  // A cancelled order is under "cancelled" and "all" only, even if it had been ticked completed.
  if (filter === 'complete') query = query.where('orders.completed', '=', 1).where('orders.cancelled_at', 'is', null);
  if (filter === 'cancelled') query = query.where('orders.cancelled_at', 'is not', null);
  const rows = await query.execute();
  return withOwners(db, rows);
}

export async function getAdminOrder(db: Db, orderNumber: string): Promise<AdminOrder | null> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.first_name', 'users.last_name', 'users.email', 'users.phone'])
    .where('orders.order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!row) return null;
  const [order] = await withOwners(db, [row]);
  return order;
}

async function withOwners(
  db: Db,
  rows: (OrderRow & { first_name: string; last_name: string; email: string; phone: string })[],
): Promise<AdminOrder[]> {
  const orders = await hydrate(db, rows);
  const owners = [...new Set(rows.map((r) => r.user_id))];
  const positions = new Map<string, number>();
  if (owners.length) {
    const all = (
      await inChunks(owners, (ids) =>
        db.selectFrom('orders').select(['id', 'user_id', 'date']).where('user_id', 'in', ids).execute(),
      )
    ).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const counter = new Map<string, number>();
    for (const o of all) {
      const n = counter.get(o.user_id) ?? 0;
      positions.set(o.id, n);
      counter.set(o.user_id, n + 1);
    }
  }
  return rows.map((row, i) => ({
    ...orders[i],
    suborders: orders[i].suborders.map((sub) => ({
      ...sub,
      items: sub.items.map(({ colorMap: _grid, ...item }) => item),
    })),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    orderIndex: positions.get(row.id) ?? 0,
  }));
}
