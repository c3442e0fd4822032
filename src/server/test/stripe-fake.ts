/**
 * A local stand-in for the few Stripe API endpoints we call (customers, Checkout
 * Sessions, Billing Portal sessions), so the official `stripe` package is exercised
 * end to end through STRIPE_API_URL. Stripe's servers are the one part we cannot run.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form body, with Stripe's bracketed keys as they came (`line_items[0][price]`). */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startStripeFake() {
  const requests: FakeStripeRequest[] = [];
  /** Answers for the next requests, in order, instead of the normal ones (e.g. a 500). */
  const failures: { status: number; message: string }[] = [];
  let next = 0;
  const newId = (prefix: string) => `${prefix}_fake${String(++next).padStart(6, '0')}`;
  const customersByKey = new Map<string, string>();

  const server = createServer(async (req, res) => {
    const form = await formOf(req);
    const path = (req.url ?? '').split('?')[0];
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: req.method ?? '',
      path,
      form,
      idempotencyKey,
      authorization: req.headers.authorization,
    });
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    /** A hosted page's session (checkout, billing portal): a new id and the page's address. */
    const sendSession = (
      prefix: string,
      object: string,
      page: string,
      fields: Record<string, unknown>,
    ) => {
      const id = newId(prefix);
      send(200, { id, object, ...fields, url: `${page}/${id}` });
    };
    const failure = failures.shift();
    if (failure) {
      send(failure.status, { error: { type: 'api_error', message: failure.message } });
      return;
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      // Stripe answers a repeated idempotency key with the first answer.
      const known = idempotencyKey ? customersByKey.get(idempotencyKey) : undefined;
      const id = known ?? newId('cus');
      if (idempotencyKey) customersByKey.set(idempotencyKey, id);
      send(200, { id, object: 'customer', email: form.email, name: form.name });
    } else if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      sendSession('cs', 'checkout.session', 'https://checkout.stripe.com/c/pay', {
        mode: form.mode,
        customer: form.customer,
      });
    } else if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      sendSession('bps', 'billing_portal.session', 'https://billing.stripe.com/p/session', {
        customer: form.customer,
        return_url: form.return_url,
      });
    } else {
      send(404, { error: { type: 'invalid_request_error', message: `No fake for ${path}` } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status: number, message = 'Something went wrong at Stripe') =>
      failures.push({ status, message }),
    requestsTo: (path: string) => requests.filter((r) => r.path === path),
  };
}
