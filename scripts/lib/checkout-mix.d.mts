import type { Scenario, Shopper, ShopperRequest } from './shoppers.mjs';

/** A shopper of the mix: its account, and the cart item (JSON) a paying visit puts back. */
export interface CheckoutShopper extends Shopper {
  item: string;
}
export function checkoutShoppers(url: string, shoppers: Shopper[]): Promise<CheckoutShopper[]>;
export interface CheckoutMix extends Scenario {
  requestFor: (i: number) => ShopperRequest & { readBody?: boolean };
  answered: (i: number, outcome: { status?: number; body?: string }) => void;
}
export function checkoutMix(url: string, shoppers: CheckoutShopper[], connections: number): CheckoutMix;
