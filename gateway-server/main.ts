/**
 * `npm run gateway:local`: the local payment gateway stand-in (server.ts) for development and the end-to-end tests.
 * Environment: GATEWAY_PORT (default 54330), GATEWAY_HOST, SITE_URL (where the webhooks go), GATEWAY_URL (the address
 * the hosted pages are linked by, when it differs from the one it listens on).
 */
import { DEFAULT_GATEWAY_PORT } from '../src/gateway-config.ts';
import { startGatewayServer } from './server.ts';

async function run(): Promise<void> {
  const port = Number(process.env.GATEWAY_PORT ?? DEFAULT_GATEWAY_PORT);
  let server: Awaited<ReturnType<typeof startGatewayServer>>;
  try {
    server = await startGatewayServer({ port, host: process.env.GATEWAY_HOST, siteUrl: process.env.SITE_URL });
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    console.error(
      e.code === 'EADDRINUSE'
        ? `[gateway] port ${port} is in use. Is the gateway stand-in already running? Set GATEWAY_PORT to use another.`
        : `[gateway] could not start: ${e.message}`,
    );
    process.exit(1);
  }
  console.log(`\nLocal payment gateway stand-in (Razorpay's API shapes; development only)\n  API  ${server.url}\n`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.main) await run();
