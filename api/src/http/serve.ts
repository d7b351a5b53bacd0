// The shop's HTTP server: Hono's Node adapter, answering with ObservedResponse, whose head carries the request's id
// and whose close writes the request's access line. main.ts serves the shop with it, and so do tests that check
// what a served request leaves behind.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { ObservedResponse } from './observe.ts';

export interface ServeOptions {
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  port: number;
  hostname?: string;
  /** false: Node's plain answers, for an app whose requests are not observed (default true). */
  observed?: boolean;
}

/** Starts listening on `port` (0: any free one); `listening` is called once it does. */
export function serveShop(
  { fetch, port, hostname, observed = true }: ServeOptions,
  listening?: (info: AddressInfo) => void,
): ServerType {
  return serve(
    { fetch, port, hostname, serverOptions: observed ? { ServerResponse: ObservedResponse } : {} },
    listening,
  );
}
