// Every request gets an id: the trusted proxy's X-Request-Id (with TRUST_PROXY), else one made here. It goes back
// in the answer's X-Request-Id header, and the request's log (`c.get('log')`, the app's with the id on every line)
// is what the routes hand to the code working for the request; the jobs that code writes keep the id too.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { Log } from '../log.ts';

const REQUEST_ID_HEADER = 'X-Request-Id';
/** What an observed request carries besides AppEnv's: its id. */
export type RequestIdEnv = { Variables: AppEnv['Variables'] & { requestId: string } };

/** A forwarded id is kept only if it is short and plain (it goes into every line and back to the caller). */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A maker of request ids: a random prefix made once (64 bits) and a count, as `3f9a0c2b7d41e865-1c`. The prefix
 * keeps ids apart across processes and restarts; the count makes each new id for the price of a number's text.
 */
export function requestIds(): () => string {
  const prefix = randomBytes(8).toString('hex');
  let count = 0;
  return () => `${prefix}-${(count += 1).toString(36)}`;
}

/** The request's id: the trusted proxy's, or a new one from `make`. */
export function requestIdOf(header: string | undefined, trustProxy: boolean, make: () => string): string {
  if (trustProxy && header && FORWARDED_ID.test(header)) return header;
  return make();
}

/**
 * The middleware that gives a request its id (`c.get('requestId')`) and its log (`c.get('log')`: `log` with the
 * id on every line), and writes the id into the answer's head.
 */
export function requestId({ log, trustProxy }: { log: Log; trustProxy: boolean }): MiddlewareHandler<RequestIdEnv> {
  const make = requestIds();
  return async (c, next) => {
    const id = requestIdOf(trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined, trustProxy, make);
    c.set('requestId', id);
    c.set('log', log.child({ requestId: id }));
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}
