// Compile-time checks that two types are the same, in both directions. The API checks each request body with a zod
// schema and the web app writes it with a wire type (wire.ts); beside each schema the API states
// `type _check = Expect<Same<z.input<typeof schema>, WireType>>`, so a field added, dropped, made optional or
// retyped on one side and not the other fails `npm run typecheck`. Types only: nothing of this reaches a bundle.

/** T written out field by field (intersections and zod's mapped types flattened), functions and arrays kept. */
type Flat<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer E)[]
    ? Flat<E>[]
    : T extends object
      ? { [K in keyof T]: Flat<T[K]> }
      : T;

/**
 * `true` when A and B are the same type: the same fields, each with the same type and the same optional mark
 * (assignable both ways is not enough: `{ a?: string }` takes `{}`). Otherwise what tells them apart, which the
 * compiler's message shows: the fields only one side has, and those both have with different types.
 */
export type Same<A, B> =
  (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2
    ? true
    : {
        onlyInFirst: Exclude<keyof A, keyof B>;
        onlyInSecond: Exclude<keyof B, keyof A>;
        differing: { [K in keyof A & keyof B]: Same<A[K], B[K]> extends true ? never : K }[keyof A & keyof B];
      };

/** Compiles only when T is `true`: `type _check = Expect<Same<A, B>>`. */
export type Expect<T extends true> = T;
