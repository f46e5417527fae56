// The configured gateway, from the vars and secrets (src/gateway-config.ts): Razorpay's adapter, or none when
// PAYMENT_GATEWAY is off or the settings are not valid (then the patient is offered UPI only).
import { loadGatewayConfig, type GatewayConfig, type GatewayVars } from '../../gateway-config';
import type { PaymentGateway } from './gateway';
import { razorpayGateway } from './razorpay';
import { reconcileGateway, type Reconciled } from './reconcile';

export function gatewayOf(config: GatewayConfig): PaymentGateway | null {
  if (config.gateway === 'razorpay') return razorpayGateway(config.razorpay);
  return null;
}

/** The gateway and its settings from the Worker's vars; null gateway when it is off or not configured. */
export function configuredGateway(vars: GatewayVars): { config: GatewayConfig | null; gateway: PaymentGateway | null } {
  const loaded = loadGatewayConfig(vars);
  if (!loaded.ok) {
    console.error(`payments: the gateway's configuration is not valid (${loaded.error})`);
    return { config: null, gateway: null };
  }
  return { config: loaded.config, gateway: gatewayOf(loaded.config) };
}

/** The night's reconciliation with the configured gateway (the daily cron); nothing when there is none. */
export async function reconcileConfigured(
  vars: GatewayVars & { DB?: D1Database },
  now: number,
): Promise<Reconciled | null> {
  const { gateway } = configuredGateway(vars);
  if (!gateway || !vars.DB) return null;
  const done = await reconcileGateway(vars.DB, gateway, now);
  if (done.error) console.error(`payments: the reconciliation could not read the gateway (${done.error})`);
  return done;
}
