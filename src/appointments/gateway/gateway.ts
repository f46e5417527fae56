// One interface for a payment gateway (decision 0032): Razorpay's Payment Links first; Cashfree's links, signed
// webhooks and idempotent refunds fit the same methods. Everything here is gateway-neutral: amounts in paise, times in
// milliseconds, events already verified and read.
import type { GatewayName } from '../../gateway-config';

export interface CreatedLink {
  linkId: string;
  shortUrl: string;
  amount: number;
}

/** A payment as the gateway reports it. */
export interface GatewayPaymentFacts {
  paymentId: string;
  amount: number;
  method: string | null;
  fee: number | null;
  tax: number | null;
  /** captured, failed, authorized, refunded … as the gateway says. */
  status: string;
  /** The appointment reference it was made for, where the gateway carries it (the link's reference or notes). */
  reference: string | null;
  linkId: string | null;
  paidAt: number;
}

export interface GatewayRefundFacts {
  refundId: string;
  paymentId: string;
  amount: number;
  /** pending, processed, failed. */
  status: string;
  /** Our refund row's id, from the notes we sent. */
  refundRowId: number | null;
  reason: string | null;
  createdAt: number;
}

/** A verified webhook call, read. */
export type GatewayEvent =
  | { kind: 'paid'; eventId: string; event: string; payment: GatewayPaymentFacts }
  | { kind: 'payment-failed'; eventId: string; event: string; paymentId: string }
  | { kind: 'refund-processed'; eventId: string; event: string; refund: GatewayRefundFacts }
  | { kind: 'refund-failed'; eventId: string; event: string; refund: GatewayRefundFacts }
  | { kind: 'other'; eventId: string; event: string };

export type Refused = { ok: false; reason: string; status: number | null };

export interface PaymentGateway {
  name: GatewayName;
  createLink(input: {
    reference: string;
    amount: number;
    description: string;
    callbackUrl: string;
    customer: { name: string; contact: string; email: string | null };
  }): Promise<{ ok: true; link: CreatedLink } | Refused>;
  /** Whether the query the gateway sent the patient back with is signed by it. */
  verifyCallback(query: Record<string, string | undefined>): Promise<CallbackFacts | null>;
  /** The webhook's event when its signature holds over the raw body; null otherwise (nothing is parsed before). */
  readWebhook(body: ArrayBuffer, headers: (name: string) => string | undefined): Promise<WebhookRead>;
  refund(input: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
    refundRowId: number;
    reference: string;
  }): Promise<{ ok: true; refund: GatewayRefundFacts } | Refused>;
  listPayments(from: number, to: number): Promise<{ ok: true; items: GatewayPaymentFacts[] } | Refused>;
  listRefunds(from: number, to: number): Promise<{ ok: true; items: GatewayRefundFacts[] } | Refused>;
}

export interface CallbackFacts {
  paymentId: string;
  linkId: string;
  reference: string;
  status: string;
}

export type WebhookRead = { ok: true; event: GatewayEvent } | { ok: false; problem: 'signature' | 'malformed' };
