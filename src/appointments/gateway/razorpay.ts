// Razorpay behind the PaymentGateway interface (decision 0032): Payment Links, the callback's signature, signed
// webhooks, idempotent refunds and the lists by time, by `fetch` with HTTP basic auth (key id : key secret). The
// shapes are Razorpay's documented ones; the local stand-in (gateway-server/) answers with the same.
import { z } from '../../http/validate';
import type {
  GatewayEvent,
  GatewayPaymentFacts,
  GatewayRefundFacts,
  PaymentGateway,
  Refused,
  WebhookRead,
} from './gateway';
import { hexHmac, verifyHexHmac } from './hmac';

export interface RazorpaySettings {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

const TIMEOUT_MS = 10_000;
const PAGE = 100;

const Notes = z.optional(z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))));

const PaymentEntity = z.object({
  id: z.string().check(z.regex(/^pay_\w{1,40}$/)),
  amount: z.number().check(z.int(), z.positive()),
  status: z.string(),
  method: z.optional(z.nullable(z.string())),
  fee: z.optional(z.nullable(z.number())),
  tax: z.optional(z.nullable(z.number())),
  notes: z.optional(z.union([Notes, z.array(z.unknown())])),
  created_at: z.number(),
});
type PaymentEntity = z.infer<typeof PaymentEntity>;

const RefundEntity = z.object({
  id: z.string().check(z.regex(/^rfnd_\w{1,40}$/)),
  payment_id: z.string(),
  amount: z.number().check(z.int(), z.nonnegative()),
  status: z.string(),
  notes: z.optional(z.union([Notes, z.array(z.unknown())])),
  error_description: z.optional(z.nullable(z.string())),
  created_at: z.number(),
});
type RefundEntity = z.infer<typeof RefundEntity>;

const WebhookBody = z.object({
  event: z.string().check(z.maxLength(100)),
  payload: z.object({
    payment: z.optional(z.object({ entity: PaymentEntity })),
    payment_link: z.optional(
      z.object({ entity: z.object({ id: z.string(), reference_id: z.optional(z.nullable(z.string())) }) }),
    ),
    refund: z.optional(z.object({ entity: RefundEntity })),
  }),
});

const ErrorBody = z.object({ error: z.object({ description: z.optional(z.string()), code: z.optional(z.string()) }) });

const EVENT_ID = /^[\w-]{6,64}$/;

function note(notes: unknown, name: string): string | null {
  if (!notes || typeof notes !== 'object' || Array.isArray(notes)) return null;
  const value = (notes as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

function paymentFacts(entity: PaymentEntity, link?: { id: string; reference_id?: string | null }): GatewayPaymentFacts {
  return {
    paymentId: entity.id,
    amount: entity.amount,
    method: entity.method ?? null,
    fee: entity.fee ?? null,
    tax: entity.tax ?? null,
    status: entity.status,
    reference: link?.reference_id ?? note(entity.notes, 'reference'),
    linkId: link?.id ?? null,
    paidAt: entity.created_at * 1000,
  };
}

function refundFacts(entity: RefundEntity): GatewayRefundFacts {
  const row = Number(note(entity.notes, 'refund_row'));
  return {
    refundId: entity.id,
    paymentId: entity.payment_id,
    amount: entity.amount,
    status: entity.status,
    refundRowId: Number.isInteger(row) && row > 0 ? row : null,
    reason: entity.error_description ?? note(entity.notes, 'failure_reason'),
    createdAt: entity.created_at * 1000,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function razorpayGateway(settings: RazorpaySettings, fetcher: typeof fetch = fetch): PaymentGateway {
  const auth = `Basic ${btoa(`${settings.keyId}:${settings.keySecret}`)}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodMiniType<T>,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ ok: true; value: T } | Refused> {
    let response: Response;
    try {
      response = await fetcher(`${settings.apiUrl}${path}`, {
        method,
        headers: { Authorization: auth, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, reason: `The gateway did not answer (${(error as Error).name}).`, status: null };
    }
    const parsed = parseJson(await response.text());
    if (!response.ok) {
      const failed = z.safeParse(ErrorBody, parsed);
      const words = failed.success ? failed.data.error.description : undefined;
      return { ok: false, reason: words ?? `The gateway answered ${response.status}.`, status: response.status };
    }
    const read = z.safeParse(schema, parsed);
    if (!read.success) return { ok: false, reason: 'The gateway answered in a shape it does not use.', status: 200 };
    return { ok: true, value: read.data };
  }

  async function listAll<E, F>(
    path: string,
    schema: z.ZodMiniType<E>,
    fact: (entity: E) => F,
    from: number,
    to: number,
  ): Promise<{ ok: true; items: F[] } | Refused> {
    const items: F[] = [];
    const Page = z.object({ count: z.number(), items: z.array(schema) });
    for (let skip = 0; skip < 10_000; skip += PAGE) {
      const query = `from=${Math.floor(from / 1000)}&to=${Math.ceil(to / 1000)}&count=${PAGE}&skip=${skip}`;
      const page = await call('GET', `${path}?${query}`, Page);
      if (!page.ok) return page;
      items.push(...page.value.items.map(fact));
      if (page.value.items.length < PAGE) break;
    }
    return { ok: true, items };
  }

  return {
    name: 'razorpay',

    async createLink(input) {
      const Link = z.object({ id: z.string(), short_url: z.string(), amount: z.number() });
      const created = await call('POST', '/v1/payment_links', Link, {
        amount: input.amount,
        currency: 'INR',
        accept_partial: false,
        reference_id: input.reference,
        description: input.description,
        customer: {
          name: input.customer.name,
          contact: input.customer.contact,
          ...(input.customer.email ? { email: input.customer.email } : {}),
        },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { reference: input.reference },
        callback_url: input.callbackUrl,
        callback_method: 'get',
      });
      if (!created.ok) return created;
      const { id, short_url, amount } = created.value;
      return { ok: true, link: { linkId: id, shortUrl: short_url, amount } };
    },

    async verifyCallback(query) {
      const paymentId = query.razorpay_payment_id;
      const linkId = query.razorpay_payment_link_id;
      const reference = query.razorpay_payment_link_reference_id;
      const status = query.razorpay_payment_link_status;
      if (!paymentId || !linkId || reference === undefined || !status) return null;
      const signed = `${linkId}|${reference}|${status}|${paymentId}`;
      const valid = await verifyHexHmac(settings.keySecret, signed, query.razorpay_signature);
      return valid ? { paymentId, linkId, reference, status } : null;
    },

    async readWebhook(body, header): Promise<WebhookRead> {
      if (!(await verifyHexHmac(settings.webhookSecret, body, header('X-Razorpay-Signature'))))
        return { ok: false, problem: 'signature' };
      const eventId = header('X-Razorpay-Event-Id') ?? '';
      const read = z.safeParse(WebhookBody, parseJson(new TextDecoder().decode(body)));
      if (!EVENT_ID.test(eventId) || !read.success) return { ok: false, problem: 'malformed' };
      const { event, payload } = read.data;
      const base = { eventId, event };
      let found: GatewayEvent = { kind: 'other', ...base };
      if ((event === 'payment_link.paid' || event === 'payment.captured') && payload.payment)
        found = { kind: 'paid', ...base, payment: paymentFacts(payload.payment.entity, payload.payment_link?.entity) };
      else if (event === 'payment.failed' && payload.payment)
        found = { kind: 'payment-failed', ...base, paymentId: payload.payment.entity.id };
      else if (event === 'refund.processed' && payload.refund)
        found = { kind: 'refund-processed', ...base, refund: refundFacts(payload.refund.entity) };
      else if (event === 'refund.failed' && payload.refund)
        found = { kind: 'refund-failed', ...base, refund: refundFacts(payload.refund.entity) };
      return { ok: true, event: found };
    },

    async refund(input) {
      const made = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        RefundEntity,
        {
          amount: input.amount,
          speed: 'normal',
          notes: { reference: input.reference, refund_row: String(input.refundRowId) },
          receipt: `${input.reference}-refund`,
        },
        { 'X-Refund-Idempotency': input.idempotencyKey },
      );
      return made.ok ? { ok: true, refund: refundFacts(made.value) } : made;
    },

    listPayments: (from, to) => listAll('/v1/payments', PaymentEntity, (entity) => paymentFacts(entity), from, to),
    listRefunds: (from, to) => listAll('/v1/refunds', RefundEntity, refundFacts, from, to),
  };
}

/** The callback query the gateway would send for a payment: for the stand-in and tests. */
export async function signedCallbackQuery(
  keySecret: string,
  facts: { paymentId: string; linkId: string; reference: string; status: string },
): Promise<Record<string, string>> {
  const signature = await hexHmac(keySecret, `${facts.linkId}|${facts.reference}|${facts.status}|${facts.paymentId}`);
  return {
    razorpay_payment_id: facts.paymentId,
    razorpay_payment_link_id: facts.linkId,
    razorpay_payment_link_reference_id: facts.reference,
    razorpay_payment_link_status: facts.status,
    razorpay_signature: signature,
  };
}
