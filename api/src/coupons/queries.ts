import { couponDisplay, type Coupon, type CouponType } from '@brixilated/shop';
import type { Db } from '../db/types.ts';
import type { CouponRow } from '../db/types.ts';

export type CouponFilter = 'active' | 'inactive' | 'percent' | 'dollars' | 'all';

export const normalizeCode = (code: string): string => code.trim().toUpperCase();

export const toCoupon = (row: CouponRow): Coupon => ({
  code: row.code,
  type: row.type,
  quantity: row.quantity,
  active: row.active === 1,
  display: couponDisplay(row.type, row.quantity),
});

export function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', normalizeCode(code)).executeTakeFirst();
}

/** The coupon a customer may use: active, matched case-insensitively (the checkout uses this). */
export async function findActiveCoupon(db: Db, code: string): Promise<Coupon | null> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', normalizeCode(code))
    .where('active', '=', 1)
    .executeTakeFirst();
  return row ? toCoupon(row) : null;
}

export async function listCoupons(db: Db, filter: CouponFilter): Promise<Coupon[]> {
  let query = db.selectFrom('coupons').selectAll().orderBy('code');
  if (filter === 'active') query = query.where('active', '=', 1);
  if (filter === 'inactive') query = query.where('active', '=', 0);
  if (filter === 'percent') query = query.where('type', '=', 'Percent');
  if (filter === 'dollars') query = query.where('type', '=', 'Dollars');
  return (await query.execute()).map(toCoupon);
}

export async function insertCoupon(
  db: Db,
  coupon: { code: string; type: CouponType; quantity: number; active: boolean },
  now: Date,
): Promise<Coupon> {
  const row: CouponRow = {
    code: normalizeCode(coupon.code),
    type: coupon.type,
    quantity: coupon.quantity,
    active: coupon.active ? 1 : 0,
    created_at: now.toISOString(),
  };
  await db.insertInto('coupons').values(row).execute();
  return toCoupon(row);
}

export async function setCouponActive(db: Db, code: string, active: boolean): Promise<Coupon | null> {
  await db
    .updateTable('coupons')
    .set({ active: active ? 1 : 0 })
    .where('code', '=', normalizeCode(code))
    .execute();
  const row = await findCoupon(db, code);
  return row ? toCoupon(row) : null;
}
