// `npm run reliability`: the production build served as `npm start` serves it (scripts/serve.ts), with its own local
// auth server behind a fault proxy, put through malformed requests, cross-origin POSTs, requests dropped mid-flight,
// 200 concurrent connections, an auth server that is slow and then down, and a site server killed in the middle of
// a burst of requests (nothing acknowledged may be lost), and 200 requests while the mail transport is down for part of
// the run (every one must yield exactly one coordinator mail once it is back), and 200 patients booking 20 slots of one
// doctor at once (exactly 20 appointments), and every account-scoped address tried with every other person's session
// (no leak), and bookings with only a mobile whose messages go to the phone stand-in with everything up, with WhatsApp
// down and with both providers down for a while (every message must arrive once). Prints one table. A benchmark, not a
// test: it exits non-zero only when something answered 5xx where it must not, the site stopped answering, or a
// request or its mail was lost or doubled, or a slot was booked twice.
// Options (environment): RELIABILITY_SECONDS (load duration, default 30), RELIABILITY_SEED (fuzz seed, default 1),
// RELIABILITY_MAIL_DOWN_SECONDS (how long the mail transport is down, default 30), RELIABILITY_PHONE_OUTAGE_SECONDS (how
// long both phone providers are down, default 300), RELIABILITY_PHONE_PORT (the phone phase's site port; its auth
// server, inbox and phone stand-in take the next three), RELIABILITY_ONLY=booking, access or phone (that phase alone).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNTS_FOR_RELIABILITY, FUZZ_COOKIES, POST_ROUTES, fuzzRequest } from './lib/reliability-fuzz.ts';
import { startFaultProxy } from './lib/fault-proxy.ts';
import { formatTable, lanes, newTally, seeded, timed, type Tally } from './lib/reliability-tally.ts';
import { percentile } from './lib/stats.ts';
import { startAuthServer, type RunningAuthServer } from '../auth-server/server.ts';
import { publicRoutes } from './lib/perf-routes.ts';
import { accessHeld, accessSummary, accessTest } from './lib/reliability-access.ts';
import { bookingHeld, bookingSummary, bookingTest } from './lib/reliability-booking.ts';
import { lossTest } from './lib/reliability-loss.ts';
import { notificationSummary, notificationTest } from './lib/reliability-notifications.ts';
import { phoneHeld, phoneSummary, phoneTest } from './lib/reliability-phone.ts';
import { gatewayHeld, gatewaySummary, gatewayTest } from './lib/reliability-gateway.ts';
import { serveBuild } from './serve.ts';
import { sessionCookies } from './lib/local-session.ts';

const SITE_PORT = 8796;
const AUTH_PORT = 24381;
const INBOX_PORT = 24384;
const SITE = `http://localhost:${SITE_PORT}`;
const LOAD_SECONDS = Number(process.env.RELIABILITY_SECONDS ?? '30');
const random = seeded(Number(process.env.RELIABILITY_SEED ?? '1'));

const tallies: Tally[] = [];
const memory = new Map<string, string>();

/** Resident memory of the workerd processes and of this Node process (the front server runs here). */
function memoryNow(): string {
  let workerd = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'workerd') continue;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      workerd += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // the process ended while we looked
    }
  }
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  return `workerd ${mb(workerd)}, node ${mb(process.memoryUsage().rss)}`;
}

async function phase(name: string, run: (tally: Tally) => Promise<void>): Promise<Tally> {
  const tally = newTally(name);
  process.stdout.write(`  ${name}...`);
  const started = performance.now();
  await run(tally);
  memory.set(name, memoryNow());
  tallies.push(tally);
  console.log(` ${tally.requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return tally;
}

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${SITE}${pathname}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(20_000) });

const postForm = (pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${SITE}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(20_000),
  });

/** A request whose client goes away before the answer: a fetch aborted after a few milliseconds, or a raw socket. */
function dropMidFlight(index: number, publicPaths: string[]): Promise<void> {
  if (index % 2 === 0) {
    const pathname = publicPaths[index % publicPaths.length]!;
    return fetch(`${SITE}${pathname}`, { signal: AbortSignal.timeout(1 + (index % 15)) })
      .then((response) => response.arrayBuffer())
      .then(
        () => undefined,
        () => undefined,
      );
  }
  return new Promise((resolve) => {
    const socket = net.connect(SITE_PORT, '127.0.0.1', () => {
      const partialPost =
        `POST ${POST_ROUTES[index % POST_ROUTES.length]} HTTP/1.1\r\nHost: localhost:${SITE_PORT}\r\nOrigin: ${SITE}\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nemail=someone%40example.com&pass';
      socket.write(index % 4 === 1 ? partialPost : `GET /doctors HTTP/1.1\r\nHost: localhost:${SITE_PORT}\r\n\r\n`);
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, index % 7);
    });
    socket.on('error', () => resolve());
  });
}

/** RELIABILITY_ONLY=booking: the booking phase alone (it needs no auth server). */
async function bookingOnly() {
  const booking = await bookingTest(SITE_PORT + 30);
  console.log(bookingSummary(booking));
  process.exit(bookingHeld(booking) ? 0 : 1);
}

/** The access-control phase, with an auth server of its own on its own ports. */
const runAccessTest = () => accessTest(SITE_PORT + 40, AUTH_PORT + 10, INBOX_PORT + 10);

/** The phone phase, with a site, an auth server (for the coordinator) and a phone stand-in of its own. */
function runPhoneTest() {
  const base = Number(process.env.RELIABILITY_PHONE_PORT ?? String(SITE_PORT + 50));
  return phoneTest(
    { site: base, auth: base + 1, inbox: base + 2, phone: base + 3 },
    { outageSeconds: Number(process.env.RELIABILITY_PHONE_OUTAGE_SECONDS ?? '300') },
  );
}

/** RELIABILITY_ONLY=phone: the phone phase alone. */
async function phoneOnly() {
  const phone = await runPhoneTest();
  console.log(phoneSummary(phone));
  process.exit(phoneHeld(phone) ? 0 : 1);
}

/** The gateway phase (RELIABILITY_GATEWAY_PORT, its site's port): 1,000 signed, replayed and forged webhooks. */
const runGatewayTest = () => gatewayTest(Number(process.env.RELIABILITY_GATEWAY_PORT ?? String(SITE_PORT + 60)));

/** RELIABILITY_ONLY=gateway: the gateway phase alone. */
async function gatewayOnly() {
  const gateway = await runGatewayTest();
  console.log(gatewaySummary(gateway));
  process.exit(gatewayHeld(gateway) ? 0 : 1);
}

/** RELIABILITY_ONLY=access: the access-control phase alone. */
async function accessOnly() {
  const access = await runAccessTest();
  console.log(accessSummary(access));
  process.exit(accessHeld(access) ? 0 : 1);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reliability-auth-'));
  // The site reaches the auth server only through the proxy, so the auth server names itself by the proxy's address
  // (its tokens' iss, which the site checks against SUPABASE_URL), as a hosted project names its public URL.
  const proxy = await startFaultProxy(`http://127.0.0.1:${AUTH_PORT}`);
  const authOptions = { apiPort: AUTH_PORT, inboxPort: INBOX_PORT, dataDir, quiet: true, externalUrl: proxy.url };
  let auth: RunningAuthServer | null = await startAuthServer(authOptions);
  const served = await serveBuild({
    port: SITE_PORT,
    vars: {
      SITE_URL: SITE,
      SUPABASE_URL: proxy.url,
      SUPABASE_PUBLISHABLE_KEY: auth.publishableKey,
      // Requests the fuzz and load phases store notify this run's own inbox, not a developer's.
      LOCAL_INBOX_URL: auth.inboxUrl.replace('localhost', '127.0.0.1'),
      // No phone stand-in runs here: messages to phones stay off rather than reach a developer's running one.
      PHONE_CHANNELS: 'off',
    },
  });
  let failed = false;
  try {
    console.log(`Reliability run against ${SITE} (production build in workerd, load ${LOAD_SECONDS} s)\n`);
    const publicPaths = publicRoutes();

    await phase('baseline: every public page', async (tally) => {
      for (const pathname of publicPaths)
        await timed(
          tally,
          () => get(pathname),
          (status) => status === 200,
        );
    });

    // Signed in before the load phases use up this address's sign-in allowance.
    const adminCookie = sessionCookies(
      await postForm('/auth/sign-in', { ...ACCOUNTS_FOR_RELIABILITY.admin, role: 'admin' }),
    );

    await phase('fuzz: malformed requests', async (tally) => {
      let sent = 0;
      await lanes(
        16,
        () => sent >= 2400,
        async () => {
          sent += 1;
          const request = fuzzRequest(random, SITE, publicPaths);
          await timed(tally, () =>
            fetch(request.url, { ...request.init, redirect: 'manual', signal: AbortSignal.timeout(20_000) }),
          );
        },
      );
      tally.note = 'random methods, paths, bodies, content types, cookies';
    });

    await phase('cross-origin POSTs', async (tally) => {
      let sent = 0;
      await lanes(
        20,
        () => sent >= 1000,
        async () => {
          const route = POST_ROUTES[sent % POST_ROUTES.length]!;
          sent += 1;
          await timed(
            tally,
            () => postForm(route, { email: 'a@b.co', password: 'secret1' }, { Origin: 'https://evil.example' }),
            (s) => s === 403,
          );
        },
      );
      tally.note = 'each must be 403';
    });

    await phase('dropped mid-flight', async (tally) => {
      const drops = Array.from({ length: 200 }, (_, index) => dropMidFlight(index, publicPaths));
      await Promise.all(drops);
      tally.requests = drops.length;
      tally.note = 'aborted fetches, half-sent bodies, closed sockets';
    });

    const stillServing = await phase('still serving after those', async (tally) => {
      for (const pathname of [...publicPaths, '/auth', '/login'])
        await timed(
          tally,
          () => get(pathname),
          (s) => s === 200,
        );
      await timed(
        tally,
        () => get('/admin', { Cookie: adminCookie }),
        (s) => s === 200,
      );
    });
    if (stillServing.unexpected + stillServing.errors > 0) failed = true;

    const pages = newTally('load: public pages');
    await phase('load: sign-in', async (signIn) => {
      const until = Date.now() + LOAD_SECONDS * 1000;
      await lanes(
        200,
        () => Date.now() > until,
        async (lane) => {
          if (lane % 10 === 0) {
            await timed(
              signIn,
              () => postForm('/auth/sign-in', { email: `load-${lane}@example.com`, password: 'wrong-password' }),
              (s) => s === 400 || s === 429,
            );
          } else {
            await timed(
              pages,
              () => get(publicPaths[Math.floor(random() * publicPaths.length)]!),
              (s) => s === 200,
            );
          }
        },
      );
      signIn.note = '200 connections: 20 sign-in, 180 pages';
    });
    pages.note = `${(pages.requests / LOAD_SECONDS).toFixed(0)} req/s`;
    tallies.splice(tallies.length - 1, 0, pages);
    memory.set(pages.phase, memoryNow());

    const guard = await phase('admin guard round trip', async (tally) => {
      for (let i = 0; i < 100; i++)
        await timed(
          tally,
          () => get('/admin', { Cookie: adminCookie }),
          (s) => s === 200,
        );
    });
    const publicLatency = newTally('public page, same run');
    for (let i = 0; i < 100; i++)
      await timed(
        publicLatency,
        () => get('/doctors'),
        (s) => s === 200,
      );
    guard.note = `p50 ${(percentile(guard.latencies, 50) - percentile(publicLatency.latencies, 50)).toFixed(1)} ms over a cached public page`;

    proxy.set({ kind: 'slow', delayMs: 8000 });
    await phase('auth server slow (8 s)', async (tally) => {
      await Promise.all([
        ...Array.from({ length: 10 }, () =>
          timed(
            tally,
            () => get('/admin', { Cookie: adminCookie }),
            (s) => s === 503,
          ),
        ),
        ...Array.from({ length: 10 }, (_, i) =>
          timed(
            tally,
            () => postForm('/login/forgot', { email: `slow-${i}@example.com` }, { 'CF-Connecting-IP': '198.51.100.1' }),
            (s) => s === 503 || s === 429,
          ),
        ),
        ...publicPaths.map((pathname) =>
          timed(
            tally,
            () => get(pathname),
            (s) => s === 200,
          ),
        ),
      ]);
      tally.note = 'auth answers 503 within 5 s; pages 200';
    });

    proxy.set({ kind: 'down' });
    await auth.close();
    auth = null;
    await phase('auth server down', async (tally) => {
      for (let i = 0; i < 20; i++) {
        await timed(
          tally,
          () => get('/admin', { Cookie: adminCookie }),
          (s) => s === 503,
        );
        await timed(
          tally,
          () => get('/reset-password', { Cookie: adminCookie }),
          (s) => s === 503,
        );
      }
      for (const pathname of publicPaths)
        await timed(
          tally,
          () => get(pathname),
          (s) => s === 200,
        );
      tally.note = '/admin fails closed; pages 200';
    });

    auth = await startAuthServer(authOptions);
    proxy.set({ kind: 'pass' });
    const recovered = await phase('auth server back', async (tally) => {
      await timed(
        tally,
        () => get('/admin', { Cookie: adminCookie }),
        (s) => s === 200,
      );
      for (const pathname of publicPaths)
        await timed(
          tally,
          () => get(pathname),
          (s) => s === 200,
        );
    });
    if (recovered.unexpected + recovered.errors > 0) failed = true;

    console.log(`\n${formatTable(tallies, memory)}\n`);
    const outage = (tally: Tally) => tally.phase.startsWith('auth server');
    for (const tally of tallies.filter((t) => !outage(t)))
      for (const sample of tally.samples) console.log(`  ${tally.phase}: ${sample}`);
    const serverErrors = tallies.filter((t) => !outage(t)).reduce((sum, t) => sum + t.serverErrors, 0);
    const expected503 = tallies.filter(outage).reduce((sum, t) => sum + t.serverErrors, 0);
    console.log(
      `5xx outside the auth-outage phases: ${serverErrors} (must be 0); 503s while the auth server was slow or down: ${expected503}.`,
    );
    console.log(
      `Cookies fuzzed: ${FUZZ_COOKIES.length} kinds. Slower than 5 s anywhere: ${tallies.reduce((sum, t) => sum + t.slow, 0)}.`,
    );
    if (serverErrors > 0) failed = true;

    process.stdout.write('  request store: server killed mid-burst, then restarted on the same files...');
    const loss = await lossTest(SITE_PORT + 10);
    console.log(
      `\nRequest store loss test: ${loss.sent} sent, ${loss.acknowledged} acknowledged before the kill, ` +
        `${loss.unanswered} unanswered; after the restart ${loss.stored} stored, ` +
        `${loss.lost} acknowledged but lost (must be 0), ${loss.broken} half-written (must be 0).`,
    );
    if (loss.lost > 0 || loss.broken > 0) failed = true;

    process.stdout.write('  notifications: 200 requests, the mail transport down for part of the run...');
    const mail = await notificationTest(SITE_PORT + 20, {
      downSeconds: Number(process.env.RELIABILITY_MAIL_DOWN_SECONDS ?? '30'),
    });
    console.log(`\n${notificationSummary(mail)}`);
    if (mail.lost > 0 || mail.duplicated > 0) failed = true;

    process.stdout.write('  bookings: 200 patients at once on 20 slots of one doctor...');
    const booking = await bookingTest(SITE_PORT + 30);
    console.log(`\n${bookingSummary(booking)}`);
    if (!bookingHeld(booking)) failed = true;

    process.stdout.write('  access control: every account-scoped address with every other session...');
    const access = await runAccessTest();
    console.log(`\n${accessSummary(access)}`);
    if (!accessHeld(access)) failed = true;

    process.stdout.write(
      '  phone messages: bookings with only a mobile; all up, WhatsApp down, then both providers down and back...',
    );
    const phone = await runPhoneTest();
    console.log(`\n${phoneSummary(phone)}`);
    if (!phoneHeld(phone)) failed = true;

    process.stdout.write('  gateway webhooks: 1,000 shuffled, with replays and forgeries...');
    const gateway = await runGatewayTest();
    console.log(`\n${gatewaySummary(gateway)}`);
    if (!gatewayHeld(gateway)) failed = true;
  } finally {
    await served.dispose();
    await proxy.close();
    await auth?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

if (process.env.RELIABILITY_ONLY === 'booking') await bookingOnly();
else if (process.env.RELIABILITY_ONLY === 'access') await accessOnly();
else if (process.env.RELIABILITY_ONLY === 'phone') await phoneOnly();
else if (process.env.RELIABILITY_ONLY === 'gateway') await gatewayOnly();
else await main();
