// A small Stripe-compatible HTTP server on loopback: enough of /v1/payment_intents for the real
// `stripe` SDK to create, update and retrieve intents, replaying idempotent requests the way Stripe
// does. Tests point the SDK at it (host, port, protocol) and read back every request it received.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form body, flat: `metadata[orderNumber]` etc. */
  params: Record<string, string>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  automatic_payment_methods: { enabled: boolean } | null;
  receipt_email: string | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class FakeStripe {
  readonly requests: ReceivedRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  /** Refunds made, by id; Stripe refunds a charge once in full (partial refunds are not needed here). */
  readonly refunds = new Map<string, FakeRefund>();
  private readonly replays = new Map<string, { status: number; body: string; raw: string }>();
  /** Answer the next N requests with a 500 (the SDK retries them with the same idempotency key). */
  failNext = 0;
  private server: Server | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What Stripe.js confirming a card in the browser would do to the intent. */
  succeed(intentId: string): FakeIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    return intent;
  }

  decline(intentId: string, message = 'Your card was declined.'): FakeIntent {
    const intent = this.intents.get(intentId)!;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message };
    return intent;
  }

  /** A webhook event as Stripe sends it, as the raw JSON text that gets signed. */
  event(type: string, intent: FakeIntent, eventId = id('evt')): string {
    return JSON.stringify(
      {
        id: eventId,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: { ...intent } },
      },
      null,
      2,
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey,
      authorization: req.headers.authorization,
      params,
    });

    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      if (idempotencyKey && req.method === 'POST' && status < 500)
        this.replays.set(`${url.pathname} ${idempotencyKey}`, { status, body: text, raw });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...extra });
      res.end(text);
    };

    if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (this.failNext > 0) {
      this.failNext -= 1;
      res.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'true' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong' } }));
      return;
    }
    const replay =
      idempotencyKey && req.method === 'POST' ? this.replays.get(`${url.pathname} ${idempotencyKey}`) : undefined;
    if (replay && replay.raw !== raw) {
      // Stripe refuses a key reused with other parameters instead of replaying the first answer.
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        }),
      );
      return;
    }
    if (replay) {
      res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      res.end(replay.body);
      return;
    }

    const metadata = (): Record<string, string> =>
      Object.fromEntries(
        Object.entries(params)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_small',
            message: 'Amount must be at least $0.50 usd',
          },
        });
      }
      const intentId = id('pi');
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: params.currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        description: params.description ?? null,
        metadata: metadata(),
        last_payment_error: null,
        automatic_payment_methods: params['automatic_payment_methods[enabled]']
          ? { enabled: params['automatic_payment_methods[enabled]'] === 'true' }
          : null,
        receipt_email: params.receipt_email ?? null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      this.intents.set(intentId, intent);
      return send(200, intent);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = this.intents.get(params.payment_intent ?? '');
      if (!intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${params.payment_intent}'`,
          },
        });
      }
      if (intent.status !== 'succeeded') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_not_refundable',
            message: 'This PaymentIntent does not have a successful charge to refund.',
          },
        });
      }
      if ([...this.refunds.values()].some((r) => r.payment_intent === intent.id)) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ch_${intent.id.slice(3)} has already been refunded.`,
          },
        });
      }
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount: intent.amount_received,
        currency: intent.currency,
        payment_intent: intent.id,
        reason: params.reason ?? null,
        metadata: metadata(),
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
      };
      this.refunds.set(refund.id, refund);
      return send(200, refund);
    }
    const cancel = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)\/cancel$/.exec(url.pathname);
    if (cancel && req.method === 'POST') {
      const intent = this.intents.get(cancel[1]);
      if (!intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${cancel[1]}'`,
          },
        });
      }
      if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      intent.status = 'canceled';
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (match) {
      const intent = this.intents.get(match[1]);
      if (!intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${match[1]}'`,
          },
        });
      }
      if (req.method === 'GET') return send(200, intent);
      if (req.method === 'POST') {
        if (intent.status === 'succeeded') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's amount could not be updated because it has a status of succeeded.`,
            },
          });
        }
        if (params.amount !== undefined) intent.amount = Number(params.amount);
        intent.metadata = { ...intent.metadata, ...metadata() };
        return send(200, intent);
      }
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  }
}
