// The payment gateway (decision 0032): which one, its API's address and keys, from wrangler `vars` and secrets. The
// defaults point at the local stand-in (gateway-server/) with its published development keys, so `npm start` and the
// tests need no account; `npm run launch-check` refuses them for production. No imports: the Node scripts load this
// file as it is.

export const GATEWAYS = ['razorpay'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

/** What the patient is offered to pay with. */
export const PATIENT_PAYMENT_OPTIONS = ['gateway', 'upi', 'both'] as const;
export type PatientPaymentOption = (typeof PATIENT_PAYMENT_OPTIONS)[number];

export interface GatewayVars {
  /** 'razorpay', or 'off': UPI by QR only (the explicit choice the launch check accepts instead of keys). */
  PAYMENT_GATEWAY?: string;
  /** What the patient sees until Settings → Payments says otherwise: 'gateway', 'upi' or 'both'. */
  PAYMENT_OPTIONS?: string;
  /** The gateway's API base URL (production: https://api.razorpay.com). */
  RAZORPAY_API_URL?: string;
  /** The key id (rzp_live_…), sent with the secret as HTTP basic auth. */
  RAZORPAY_KEY_ID?: string;
  /** Secret: the key secret; also signs the callback's query. */
  RAZORPAY_KEY_SECRET?: string;
  /** Secret: the webhook secret the gateway signs each webhook's raw body with (X-Razorpay-Signature). */
  RAZORPAY_WEBHOOK_SECRET?: string;
}

export interface GatewayConfig {
  gateway: GatewayName | null;
  defaultOption: PatientPaymentOption;
  razorpay: { apiUrl: string; keyId: string; keySecret: string; webhookSecret: string };
}

/** The local stand-in's port (gateway-server/), clear of the auth server's, its inbox's and the phone stand-in's. */
export const DEFAULT_GATEWAY_PORT = 54330;

/** Published development values: the stand-in accepts exactly these, the launch check refuses every one. */
export const DEVELOPMENT_GATEWAY_SECRETS = {
  RAZORPAY_KEY_ID: 'rzp_test_localstandin01',
  RAZORPAY_KEY_SECRET: 'local-razorpay-key-secret-not-for-production',
  RAZORPAY_WEBHOOK_SECRET: 'local-razorpay-webhook-secret-not-for-production',
} as const;

export const GATEWAY_DEFAULTS = {
  PAYMENT_GATEWAY: 'razorpay',
  PAYMENT_OPTIONS: 'both',
  RAZORPAY_API_URL: `http://127.0.0.1:${DEFAULT_GATEWAY_PORT}`,
  ...DEVELOPMENT_GATEWAY_SECRETS,
} as const;

/** The gateway's settings, or the first problem with them. */
export function loadGatewayConfig(
  vars: GatewayVars,
): { ok: true; config: GatewayConfig } | { ok: false; error: string } {
  const read = (name: keyof GatewayVars) => (vars[name] ?? GATEWAY_DEFAULTS[name]).trim();
  const gateway = read('PAYMENT_GATEWAY');
  if (gateway !== 'off' && !(GATEWAYS as readonly string[]).includes(gateway))
    return { ok: false, error: `PAYMENT_GATEWAY must be one of ${GATEWAYS.join(', ')} or off, not "${gateway}".` };
  const option = read('PAYMENT_OPTIONS');
  if (!(PATIENT_PAYMENT_OPTIONS as readonly string[]).includes(option))
    return { ok: false, error: `PAYMENT_OPTIONS must be gateway, upi or both, not "${option}".` };
  const apiUrl = read('RAZORPAY_API_URL').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl)) return { ok: false, error: 'RAZORPAY_API_URL is not an http(s) address.' };
  const keyId = read('RAZORPAY_KEY_ID');
  const keySecret = read('RAZORPAY_KEY_SECRET');
  const webhookSecret = read('RAZORPAY_WEBHOOK_SECRET');
  if (gateway !== 'off' && (!keyId || !keySecret || !webhookSecret))
    return { ok: false, error: 'The gateway needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.' };
  return {
    ok: true,
    config: {
      gateway: gateway === 'off' ? null : (gateway as GatewayName),
      defaultOption: gateway === 'off' ? 'upi' : (option as PatientPaymentOption),
      razorpay: { apiUrl, keyId, keySecret, webhookSecret },
    },
  };
}
