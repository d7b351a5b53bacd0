// The wire types and the API's schemas are tied at compile time (shop/src/exact.ts): `npm run typecheck` (part of
// `npm test`) compiles this file, and each `@ts-expect-error` line below must fail to compile, or the typecheck
// fails with "Unused '@ts-expect-error' directive". So a schema and a wire type one field apart, either way, or
// with a field optional on one side only, or of another type, are told apart; and the real schemas equal their
// wire types. Not a Vitest file: the compiler is its runner.
import type {
  Address,
  AddressInput,
  CheckedDesign,
  DesignInput,
  Expect,
  NewCartItem,
  PricedItem,
  Same,
} from '@brixilated/shop';
import { z } from 'zod';
import { addressSchema } from '../src/accounts/validation.ts';
import { cartItemSchema } from '../src/cart/schema.ts';
import { designSchema } from '../src/designs/designs.ts';

// A small schema and the wire type it checks.
export const body = z.object({ name: z.string(), count: z.number().default(1), tags: z.array(z.string()) });
interface Body {
  name: string;
  count?: number;
  tags: string[];
}
type _SameBody = Expect<Same<z.input<typeof body>, Body>>;
// @ts-expect-error -- the schema takes a field the wire type does not have
type _SchemaHasMore = Expect<Same<z.input<typeof body.extend<{ note: z.ZodString }>>, Body>>;
// @ts-expect-error -- the wire type has a field the schema drops
type _WireHasMore = Expect<Same<z.input<typeof body>, Body & { note: string }>>;
// @ts-expect-error -- a field optional on one side only (each side takes the other: one-way checks miss this)
type _OptionalOnOneSide = Expect<Same<z.input<typeof body>, Required<Body>>>;
// @ts-expect-error -- a field of another type
type _OtherType = Expect<Same<z.input<typeof body>, Omit<Body, 'name'> & { name: number }>>;
// @ts-expect-error -- a nested field of another type
type _NestedType = Expect<Same<z.input<typeof body>, Omit<Body, 'tags'> & { tags: number[] }>>;

// A body of one shape or another (POST /api/inventory/sizes asks by shape, or by width and height).
export const either = z.union([
  z.object({ shape: z.string() }).strict(),
  z.object({ width: z.number(), height: z.number() }).strict(),
]);
type Either = { shape: string } | { width: number; height: number };
type _SameEither = Expect<Same<z.input<typeof either>, Either>>;
// @ts-expect-error -- one of the shapes with a field optional on one side only
type _EitherOptional = Expect<Same<z.input<typeof either>, { shape: string } | { width: number; height?: number }>>;
// @ts-expect-error -- a shape the wire type does not have
type _EitherLess = Expect<Same<z.input<typeof either>, { shape: string }>>;

// The API's real schemas and the shop's wire types.
type CartItemBody = z.input<ReturnType<typeof cartItemSchema>>;
type _CartItem = Expect<Same<CartItemBody, NewCartItem>>;
// @ts-expect-error -- a cart item field the server would drop
type _CartItemMore = Expect<Same<CartItemBody, NewCartItem & { engraving: string }>>;
// @ts-expect-error -- a cart item field the browser could no longer send
type _CartItemLess = Expect<Same<CartItemBody, Omit<NewCartItem, 'tidy'>>>;
// @ts-expect-error -- the priced item is more than the body
type _CartItemPriced = Expect<Same<CartItemBody, PricedItem>>;

type DesignBody = z.input<ReturnType<typeof designSchema>>;
type _Design = Expect<Same<DesignBody, DesignInput>>;
// @ts-expect-error -- the checked design has every choice filled in; the body may leave them out
type _DesignChecked = Expect<Same<DesignBody, CheckedDesign>>;
// @ts-expect-error -- a crop field of another type
type _DesignCrop = Expect<Same<DesignBody, Omit<DesignInput, 'crop'> & { crop: { x: string } }>>;

type _Address = Expect<Same<z.input<typeof addressSchema>, AddressInput>>;
// @ts-expect-error -- the API takes a ZIP as a number too; the kept Address has it as text
type _AddressKept = Expect<Same<z.input<typeof addressSchema>, Address>>;
