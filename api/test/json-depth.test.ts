// A JSON body nested deeper than any call takes is refused from its text, before JSON.parse sees it, and the
// per-client limits of sign-in and sign-up are looked up before a body is read at all.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MAX_JSON_DEPTH, NestingScanner, nestedDeeperThan } from '../src/http/json-body.ts';
import { LIMITS } from '../src/http/rate-limit.ts';
import { createTestShop, type TestShop } from './support/app.ts';

let shop: TestShop;
let parse: MockInstance<typeof JSON.parse>;
beforeEach(async () => {
  shop = await createTestShop();
  parse = vi.spyOn(JSON, 'parse');
});
afterEach(() => {
  parse.mockRestore();
});

/** `{"items":` and 4,000,000 `[` and as many `]`: 8 MB, the probe's body. */
const nested = (key: string) => `{"${key}":${'['.repeat(4_000_000)}${']'.repeat(4_000_000)}}`;
/** Whether JSON.parse was handed a text of at least a megabyte. */
const parsedBig = () => parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 1_000_000);

const send = (path: string, body: string) => shop.call('POST', path, body);

describe('deeply nested JSON', () => {
  it('is refused on the calls that take carts before it is parsed', async () => {
    for (const path of ['/api/cart/price', '/api/shipping/options']) {
      const refused = await send(path, nested('items'));
      expect([path, refused.status, refused.body.error.code]).toEqual([path, 400, 'JSON_TOO_DEEP']);
    }
    const signUp = await send('/api/user/create', nested('cart'));
    expect([signUp.status, signUp.body.error.code]).toEqual([400, 'JSON_TOO_DEEP']);
    expect(parsedBig()).toBe(false);
    // A body as deep as the limit is parsed and judged by its schema as before.
    const deepest = `{"items":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect((await send('/api/cart/price', deepest)).body.error.code).toBe('VALIDATION_FAILED');
  });

  it('meets the sign-in limit of a client before its body is read', async () => {
    for (let i = 0; i < LIMITS.loginPerClient.max; i++) expect((await send('/api/user/login', '{}')).status).toBe(400);
    const refused = await send(
      '/api/user/login',
      `{"email":"a@b.c","password":"x","cart":[${'{"a":1},'.repeat(200_000)}1]}`,
    );
    expect(refused.status).toBe(429);
    expect(parsedBig()).toBe(false);
  });
});

describe('a nested body sent as a stream', () => {
  it('is left after its first chunk', async () => {
    const body = Buffer.from(nested('items'));
    let offset = 0;
    const chunk = 64 * 1024;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (offset >= body.length) return controller.close();
          controller.enqueue(body.subarray(offset, offset + chunk));
          offset += chunk;
        },
      },
      { highWaterMark: 0 },
    );
    const res = await shop.app.request('http://shop.test/api/cart/price', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('JSON_TOO_DEEP');
    expect(res.headers.get('connection')).toBe('close');
    expect(offset).toBeLessThanOrEqual(2 * chunk);
  });
});

describe('NestingScanner', () => {
  it('follows strings and their escapes across chunks', () => {
    const scan = (max: number, ...chunks: string[]) => {
      const scanner = new NestingScanner(max);
      return chunks.every((c) => scanner.push(Buffer.from(c)));
    };
    // An escaped quote whose backslash ends one chunk: the string goes on, its brackets do not count.
    expect(scan(1, '["a\\', '"[[[[", 1]')).toBe(true);
    // Two backslashes across the chunks: the quote ends the string, and the brackets after it count.
    expect(scan(1, '["a\\', '\\"', ',[[1]]]')).toBe(false);
    expect(scan(3, '["a\\', '\\"', ',[[1]]]')).toBe(true);
    expect(scan(3, '{"a":', '[{"b"', ':[1]}]}')).toBe(false);
    expect(scan(4, '{"a":', '[{"b"', ':[1]}]}')).toBe(true);
  });
});

describe('nestedDeeperThan', () => {
  it('counts arrays and objects outside strings', () => {
    expect(nestedDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestedDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(nestedDeeperThan('[[[[1]]]]', 4)).toBe(false);
    expect(nestedDeeperThan('{"grid":"[[[[[[[[[[{{{{{{"}', 1)).toBe(false);
    expect(nestedDeeperThan('["a\\"[[[[[", "\\\\", [[1]]]', 3)).toBe(false);
    expect(nestedDeeperThan('["a\\"[[[[[", "\\\\", [[[1]]]]', 3)).toBe(true);
    expect(nestedDeeperThan('', 0)).toBe(false);
  });
});
