/**
 * `npm run phone:local`: the local phone stand-in (server.ts) for development and the end-to-end tests.
 * Environment: PHONE_PORT (default 54327), PHONE_HOST, SITE_URL (where the delivery webhooks go).
 */
import { runStandIn } from '../scripts/lib/stand-in-main.ts';
import { DEFAULT_PHONE_PORT } from '../src/phone-config.ts';
import { startPhoneServer } from './server.ts';

export { startPhoneServer } from './server.ts';

if (import.meta.main)
  await runStandIn({
    tag: 'phone',
    portVariable: 'PHONE_PORT',
    defaultPort: DEFAULT_PHONE_PORT,
    name: 'the phone stand-in',
    banner: 'Local phone stand-in (WhatsApp Cloud API and MSG91; development only)',
    label: 'Inbox',
    start: (port) => startPhoneServer({ port, host: process.env.PHONE_HOST, siteUrl: process.env.SITE_URL }),
  });
