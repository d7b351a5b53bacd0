// The free stock as the cancel and stock tests read it: every counted colour summed, and every colour counted.
import { PALETTE_SIZE } from '@brixilated/shop';
import type { CheckoutShop } from './checkout-shop.ts';

/** Free pieces of every counted colour, summed. */
export async function freePieces(shop: CheckoutShop): Promise<number> {
  const rows = await shop.db.selectFrom('color_stock').select('on_hand').execute();
  return rows.reduce((sum, row) => sum + (row.on_hand ?? 0), 0);
}

/** Every colour counted, 100,000 pieces each (more than any test grid needs); answers the free pieces. */
export async function stockUp(shop: CheckoutShop): Promise<number> {
  const admin = await shop.loginAdmin();
  for (let code = 1; code <= PALETTE_SIZE; code++) {
    const saved = await shop.put(`/api/admin/stock/${code}`, { onHand: 100_000 }, admin);
    if (saved.status !== 200) throw new Error(`stock not saved: ${saved.status} ${saved.text}`);
  }
  return freePieces(shop);
}
