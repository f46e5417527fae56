/**
 * `npm run phone:local`: the local phone stand-in (server.ts) for development and the end-to-end tests.
 * Environment: PHONE_PORT (default 54327), PHONE_HOST, SITE_URL (where the delivery webhooks go).
 */
import { DEFAULT_PHONE_PORT } from '../src/phone-config.ts';
import { startPhoneServer } from './server.ts';

export { startPhoneServer } from './server.ts';

async function run(): Promise<void> {
  const port = Number(process.env.PHONE_PORT ?? DEFAULT_PHONE_PORT);
  let server: Awaited<ReturnType<typeof startPhoneServer>>;
  try {
    server = await startPhoneServer({ port, host: process.env.PHONE_HOST, siteUrl: process.env.SITE_URL });
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    console.error(
      e.code === 'EADDRINUSE'
        ? `[phone] port ${port} is in use. Is the phone stand-in already running? Set PHONE_PORT to use another.`
        : `[phone] could not start: ${e.message}`,
    );
    process.exit(1);
  }
  console.log(`\nLocal phone stand-in (WhatsApp Cloud API and MSG91; development only)\n  Inbox  ${server.url}\n`);
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
