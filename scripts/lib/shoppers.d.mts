export const SHOPPER_PASSWORD: string;
/** The picture's URL and the visitor cookie it was uploaded with (`brix-visitor=...`). */
export function uploadPicture(url: string, address: string): Promise<{ url: string; cookie: string }>;
export function benchCartItem(picture?: string): Record<string, unknown>;
export function shopperAddress(group: number, i: number): string;
export interface Shopper {
  email: string;
  /** `auth-token=...`, the session cookie of its sign-up. */
  cookie: string;
}
export function createShoppers(
  url: string,
  count: number,
  options?: { parallel?: number; group?: number },
): Promise<Shopper[]>;
export interface ShopperRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface Scenario {
  name: string;
  group: number;
  expect: number;
  requestFor: (i: number) => ShopperRequest;
}
export function scenarios(url: string, shoppers: Shopper[]): Scenario[];
