// vitest globalSetup for the Worker tests: a local auth server on fixed ports for the sign-in and /admin tests, and
// the phone stand-in for the messages to phones,
// with its own temporary data, stopped after the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAuthServer } from '../../auth-server/server.ts';
import { startPhoneServer } from '../../phone-server/server.ts';
import { startGatewayServer } from '../../gateway-server/server.ts';
import { shiftThisClock } from '../../scripts/lib/test-clock.ts';

// WORKER_TEST_PORT_BASE moves both, so two checkouts can run their Worker tests side by side.
const base = Number(process.env.WORKER_TEST_PORT_BASE ?? 24351);
export const WORKER_TEST_AUTH_PORT = base;
export const WORKER_TEST_INBOX_PORT = base + 3;
/** The phone stand-in (phone-server/): WhatsApp's and MSG91's send endpoints, without webhooks (the tests sign their own). */
export const WORKER_TEST_PHONE_PORT = base + 6;
/** The payment gateway stand-in (gateway-server/): its API and control calls, without webhooks (the tests sign their own). */
export const WORKER_TEST_GATEWAY_PORT = base + 8;

export default async function setup(): Promise<() => Promise<void>> {
  // A stability run's shift (vitest.config.ts): the auth server's clock moves with the Worker's.
  shiftThisClock(Number(process.env.TEST_CLOCK_SHIFT_MS ?? 0));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'worker-test-auth-'));
  const server = await startAuthServer({
    apiPort: WORKER_TEST_AUTH_PORT,
    inboxPort: WORKER_TEST_INBOX_PORT,
    dataDir,
    quiet: true,
    // As on a hosted project: a second email to the same address within a minute is refused (the Worker must not
    // let that reveal which addresses have accounts).
    emailResendInterval: 60,
    rateLimitPerWindow: 0,
    // Every Worker test's call comes from this machine's one address: only the per-number limits apply here.
    smsHourlyPerIp: 0,
  });
  const phone = await startPhoneServer({ port: WORKER_TEST_PHONE_PORT, quiet: true });
  const gateway = await startGatewayServer({ port: WORKER_TEST_GATEWAY_PORT, quiet: true, webhookDelayMs: 60_000 });
  return async () => {
    await gateway.close();
    await phone.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
