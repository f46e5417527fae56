/**
 * `npm run gateway:local`: the local payment gateway stand-in (server.ts) for development and the end-to-end tests.
 * Environment: GATEWAY_PORT (default 54330), GATEWAY_HOST, SITE_URL (where the webhooks go), GATEWAY_URL (the address
 * the hosted pages are linked by, when it differs from the one it listens on).
 */
import { runStandIn } from '../scripts/lib/stand-in-main.ts';
import { DEFAULT_GATEWAY_PORT } from '../src/gateway-config.ts';
import { startGatewayServer } from './server.ts';

if (import.meta.main)
  await runStandIn({
    tag: 'gateway',
    portVariable: 'GATEWAY_PORT',
    defaultPort: DEFAULT_GATEWAY_PORT,
    name: 'the gateway stand-in',
    banner: "Local payment gateway stand-in (Razorpay's API shapes; development only)",
    label: 'API',
    start: (port) => startGatewayServer({ port, host: process.env.GATEWAY_HOST, siteUrl: process.env.SITE_URL }),
  });
