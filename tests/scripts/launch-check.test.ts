// The launch check (scripts/launch-check.ts, scripts/lib/launch-check.ts) on the repository as it is, which must fail
// naming each placeholder, and on a copy of it where a provider has set every one, which must pass; and the deploy
// script, which must stop on the first and only print its commands on the second with --dry-run.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from '../../auth-server/keys.ts';
import { DEVELOPMENT_UNSUBSCRIBE_SECRET } from '../../src/mail-config.ts';
import { checkLaunch, isLocalAuthKey, isPlaceholderText, type LaunchItem } from '../../scripts/lib/launch-check.ts';
import { exampleLines, loadLaunchInputs, parseSecretsFile } from '../../scripts/lib/launch-inputs.ts';
import { DEVELOPMENT_SEND_SMS_HOOK_SECRET } from '../../scripts/lib/sms-hook.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NODE = process.execPath;

let work: string;
let fixture: string;
let devSecrets: string;
let goodSecrets: string;

const GOOD_VARS: Record<string, string> = {
  SITE_URL: 'https://www.carelinehealth.in',
  SUPPORT_PHONE: '+91 98450 12345',
  SUPPORT_EMAIL: 'care@carelinehealth.in',
  OFFICE_ADDRESS: '3rd Floor, 5 Anna Salai, Teynampet, Chennai 600018',
  UPI_VPA: 'carelinehealth@hdfcbank',
  COORDINATOR_EMAILS: 'coordinators@carelinehealth.in, desk@carelinehealth.in',
  MAIL_FROM: 'CareLine Health <notifications@carelinehealth.in>',
  SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  WHATSAPP_PHONE_NUMBER_ID: '114896151713920',
  RAZORPAY_KEY_ID: 'rzp_live_Kx7Qm2Pz9Wv4Ty',
};

/** A copy of the repository's wrangler.toml with the production values replaced. */
function productionToml(values: Record<string, string>, databaseId: string): string {
  const text = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8');
  const start = text.indexOf('\n[env.production]\n');
  if (start < 0) throw new Error('wrangler.toml has no [env.production]');
  let env = text.slice(start);
  for (const [name, value] of Object.entries(values))
    env = env.replace(new RegExp(`^${name} = .*$`, 'm'), `${name} = ${JSON.stringify(value)}`);
  env = env.replace(/^database_id = .*$/m, `database_id = "${databaseId}"`);
  return `${text.slice(0, start)}${env}`;
}

function edit(file: string, replacements: [string | RegExp, string][]): void {
  let text = readFileSync(file, 'utf8');
  for (const [from, to] of replacements) {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${path.basename(file)}: ${String(from)} not found`);
    text = next;
  }
  writeFileSync(file, text);
}

function run(script: string, args: string[]) {
  const result = spawnSync(NODE, [path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'launch-check-'));
  devSecrets = path.join(work, 'dev.secrets');
  writeFileSync(
    devSecrets,
    [
      `SUPABASE_PUBLISHABLE_KEY=${PUBLISHABLE_KEY}`,
      `SUPABASE_SERVICE_ROLE_KEY="${SERVICE_ROLE_KEY}"`,
      `UNSUBSCRIBE_SECRET=${DEVELOPMENT_UNSUBSCRIBE_SECRET}`,
      '# the appointment links secret is missing',
      `SEND_SMS_HOOK_SECRET=${DEVELOPMENT_SEND_SMS_HOOK_SECRET}`,
    ].join('\n'),
  );
  goodSecrets = path.join(work, 'good.secrets');
  writeFileSync(
    goodSecrets,
    [
      'SUPABASE_PUBLISHABLE_KEY=sb_publishable_Zq3XbT0pW9yKc2LmN4rV8s_1aBcDeFg',
      'SUPABASE_SERVICE_ROLE_KEY=sb_secret_H7kP2mQ9wX4vB8nL3sT6yR1cZ5dF0gJ',
      'UNSUBSCRIBE_SECRET=6f1d9c2a8b7e4f3a0d5c6b9e2f8a1d4c7b0e3f6a9d2c5b8e',
      'APPOINTMENT_LINK_SECRET=b3e8f1a6d9c2e5f8a1b4d7c0e3f6a9b2d5c8e1f4a7b0d3c6',
      'SEND_SMS_HOOK_SECRET=v1,whsec_Rk9yIGEgaG9vayBzZWNyZXQgb2YgdGhlIHByb3ZpZGVyJ3Mgb3du',
      'WHATSAPP_ACCESS_TOKEN=EAAJB7kP2mQ9wX4vB8nL3sT6yR1cZ5dF0gJq3XbT0pW9yKc2LmN4rV8s',
      'WHATSAPP_APP_SECRET=9c2e5f8a1b4d7c0e3f6a9b2d5c8e1f4a',
      'WHATSAPP_VERIFY_TOKEN=f3a0d5c6b9e2f8a1d4c7b0e3',
      'SMS_AUTH_KEY=412873AbCdEfGh1234567890',
      'SMS_WEBHOOK_SECRET=0d5c6b9e2f8a1d4c7b0e3f6a9d2c5b8e1f4a7b0d',
      'RAZORPAY_KEY_SECRET=Qm2Pz9Wv4TyKx7b3e8f1a6d9',
      'RAZORPAY_WEBHOOK_SECRET=c2e5f8a1b4d7c0e3f6a9b2d5c8e1f4a7',
      'TURN_KEY_ID=4f9c2a8b7e1d3c5a6b9e0f2d8c1a7b3e',
      'TURN_KEY_API_TOKEN=Zq3XbT0pW9yKc2LmN4rV8s1aBcDeFgH7kP2mQ9wX4vB',
    ].join('\n'),
  );

  // A provider's copy of the repository with every placeholder replaced.
  fixture = path.join(work, 'repo');
  for (const dir of ['src', 'shared', 'migrations', 'auth-server', 'public'])
    cpSync(path.join(ROOT, dir), path.join(fixture, dir), {
      recursive: true,
      filter: (source) => !source.includes('node_modules'),
    });
  // The compiler options Vite reads when it loads the content modules (without the projects the root references).
  cpSync(path.join(ROOT, 'tsconfig.base.json'), path.join(fixture, 'tsconfig.base.json'));
  writeFileSync(path.join(fixture, 'tsconfig.json'), '{ "extends": "./tsconfig.base.json" }\n');
  writeFileSync(path.join(fixture, 'wrangler.toml'), productionToml(GOOD_VARS, '4f6c1e2a-9b3d-4c7e-8a1f-2d5b6c9e0f13'));
  const content = path.join(fixture, 'src/content');
  edit(path.join(content, 'doctors/facts.ts'), [
    [/sample: true/g, 'sample: false'],
    [/SAMPLE-/g, 'TNMC-'],
  ]);
  edit(path.join(content, 'contact/facts.ts'), [[/sample: true/g, 'sample: false']]);
  edit(path.join(content, 'policies/copy.en.ts'), [["name: 'Meera Subramanian'", "name: 'Lakshmi Narayanan'"]]);
  edit(path.join(content, 'policies/copy.hi.ts'), [["name: 'मीरा सुब्रमण्यम'", "name: 'लक्ष्मी नारायणन'"]]);
  edit(path.join(content, 'stories/facts.ts'), [['STORIES_ARE_SAMPLES = true', 'STORIES_ARE_SAMPLES = false']]);
  edit(path.join(content, 'departments/facts.ts'), [
    ['DEPARTMENT_FIGURES_ARE_SAMPLES = true', 'DEPARTMENT_FIGURES_ARE_SAMPLES = false'],
  ]);
  edit(path.join(content, 'claims.ts'), [['CLAIMS_ARE_SAMPLES = true', 'CLAIMS_ARE_SAMPLES = false']]);
  edit(path.join(fixture, 'src/notifications/phone/templates.ts'), [[/'TBD-/g, "'"]]);
  writeFileSync(
    path.join(fixture, 'migrations/9000_real_doctors.sql'),
    'UPDATE doctors SET active = 0 WHERE sample = 1;\n',
  );
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the launch check on the repository as it is', () => {
  let items: LaunchItem[];
  beforeAll(async () => {
    const inputs = await loadLaunchInputs({ root: ROOT, secretsFile: devSecrets });
    items = checkLaunch(inputs).items;
  });

  const named = (where: string, what?: RegExp) =>
    items.filter((item) => item.where.includes(where) && (!what || what.test(item.what)));

  it('names every placeholder of the production configuration with its var', () => {
    expect(named('[env.production.vars] SUPPORT_PHONE', /\+91 90000 00000/)).toHaveLength(1);
    expect(named('[env.production.vars] SUPPORT_EMAIL', /care@careline\.example/)).toHaveLength(1);
    expect(named('[env.production.vars] SITE_URL')).toHaveLength(1);
    expect(named('[env.production.vars] OFFICE_ADDRESS', /example address/)).toHaveLength(1);
    expect(named('[env.production.vars] UPI_VPA', /careline@examplebank/)).toHaveLength(1);
    expect(named('[env.production.vars] COORDINATOR_EMAILS', /coordinators@careline\.example/)).toHaveLength(1);
    expect(named('[env.production.vars] MAIL_FROM')).toHaveLength(1);
    expect(named('[env.production.vars] SUPABASE_URL', /YOUR-PROJECT-REF/)).toHaveLength(1);
    expect(named('[[env.production.d1_databases]] database_id')).toHaveLength(1);
  });

  it('names the local auth server keys and the development secrets, and a missing secret', () => {
    expect(named('secret put SUPABASE_PUBLISHABLE_KEY', /local auth server/)).toHaveLength(1);
    expect(named('secret put SUPABASE_SERVICE_ROLE_KEY', /local auth server/)).toHaveLength(1);
    expect(named('secret put UNSUBSCRIBE_SECRET', /development value/)).toHaveLength(1);
    expect(named('secret put APPOINTMENT_LINK_SECRET', /not set/)).toHaveLength(1);
    expect(named('secret put SEND_SMS_HOOK_SECRET', /development value/)).toHaveLength(1);
  });

  it('names the sample content the bundle ships and the sample doctors the migrations publish', () => {
    expect(named('migrations/0005_sample_doctors.sql', /3 sample doctors.*SAMPLE-GMC-0001/)).toHaveLength(1);
    expect(named('src/content/doctors/facts.ts SAMPLE_DOCTORS', /SAMPLE-TNMC-0002/)).toHaveLength(1);
    expect(named('src/content/contact/facts.ts SAMPLE_OFFICES', /Example address.*Mumbai, Bengaluru/)).toHaveLength(1);
    expect(named('GRIEVANCE_WORDS_EN.name', /Meera Subramanian/)).toHaveLength(1);
    expect(named('STORIES_ARE_SAMPLES')).toHaveLength(1);
    expect(named('DEPARTMENT_FIGURES_ARE_SAMPLES')).toHaveLength(1);
    expect(named('CLAIMS_ARE_SAMPLES')).toHaveLength(1);
    expect(named('[env.production.vars] WHATSAPP_PHONE_NUMBER_ID', /placeholder/)).toHaveLength(1);
    expect(named('PHONE_TEMPLATES', /40 SMS template ids are placeholders/)).toHaveLength(1);
    expect(named('secret put WHATSAPP_ACCESS_TOKEN', /not set/)).toHaveLength(1);
    expect(named('[env.production.vars] RAZORPAY_KEY_ID', /not a live key id/)).toHaveLength(1);
    expect(named('secret put RAZORPAY_WEBHOOK_SECRET', /not set/)).toHaveLength(1);
  });

  it("asks for the gateway's live keys, or takes PAYMENT_GATEWAY off with UPI only as the choice", async () => {
    const inputs = await loadLaunchInputs({ root: fixture, secretsFile: goodSecrets });
    const upiOnly = checkLaunch({
      ...inputs,
      vars: { ...inputs.vars, PAYMENT_GATEWAY: 'off', PAYMENT_OPTIONS: 'upi' },
    });
    expect(upiOnly.items).toEqual([]);
    const offButBoth = checkLaunch({ ...inputs, vars: { ...inputs.vars, PAYMENT_GATEWAY: 'off' } });
    expect(offButBoth.items.map((item) => item.what)).toEqual([
      'PAYMENT_OPTIONS is both but PAYMENT_GATEWAY is off: set it to upi to choose UPI only',
    ]);
    const stand = checkLaunch({
      ...inputs,
      vars: { ...inputs.vars, RAZORPAY_KEY_ID: 'rzp_test_localstandin01' },
      secrets: { ...inputs.secrets, RAZORPAY_WEBHOOK_SECRET: 'local-razorpay-webhook-secret-not-for-production' },
    });
    expect(stand.items.map((item) => item.what)).toEqual([
      'RAZORPAY_KEY_ID rzp_test_localstandin01 is not a live key id (rzp_live_…)',
      "secret RAZORPAY_WEBHOOK_SECRET is the gateway stand-in's development value",
    ]);
  });

  it('takes "off" as the choice to run without phone messages, and refuses the stand-in keys otherwise', async () => {
    const inputs = await loadLaunchInputs({ root: fixture, secretsFile: goodSecrets });
    const off = checkLaunch({
      ...inputs,
      vars: { ...inputs.vars, PHONE_CHANNELS: 'off', WHATSAPP_PHONE_NUMBER_ID: '' },
    });
    expect(off.items).toEqual([]);
    const unset = checkLaunch({ ...inputs, vars: { ...inputs.vars, PHONE_CHANNELS: '' } });
    expect(unset.items.map((item) => item.what)).toEqual([
      'PHONE_CHANNELS is not set: choose whatsapp,sms or sms, or off to run without phone messages',
    ]);
    const stand = checkLaunch({
      ...inputs,
      vars: { ...inputs.vars, SMS_API_URL: 'http://127.0.0.1:54327' },
      secrets: { ...inputs.secrets, SMS_AUTH_KEY: 'local-msg91-authkey-not-for-production' },
    });
    expect(stand.items.map((item) => item.what)).toEqual([
      'SMS_API_URL http://127.0.0.1:54327 is on 127.0.0.1 (a local server)',
      "secret SMS_AUTH_KEY is the phone stand-in's development value",
    ]);
  });

  it('asks for the TURN secrets with ROOM_TURN = cloudflare, takes "off" as the choice to run without, and refuses none', async () => {
    const inputs = await loadLaunchInputs({ root: fixture, secretsFile: goodSecrets });
    const { TURN_KEY_ID: _id, ...withoutKey } = inputs.secrets ?? {};
    const missing = checkLaunch({ ...inputs, secrets: withoutKey });
    expect(missing.items.map((item) => [item.what, item.where])).toEqual([
      ['secret TURN_KEY_ID is not set', 'npx wrangler secret put TURN_KEY_ID --env production'],
    ]);
    expect(checkLaunch({ ...inputs, secrets: withoutKey, vars: { ...inputs.vars, ROOM_TURN: 'off' } }).items).toEqual(
      [],
    );
    expect(checkLaunch({ ...inputs, vars: { ...inputs.vars, ROOM_TURN: '' } }).items.map((item) => item.what)).toEqual([
      "ROOM_TURN is not set: choose cloudflare (with the TURN key's secrets) or off to run the consultation room without a relay",
    ]);
  });

  it("asks for the R2 bucket of the patients' files in production", async () => {
    const inputs = await loadLaunchInputs({ root: fixture, secretsFile: goodSecrets });
    expect(inputs.buckets).toEqual([{ binding: 'FILES', bucketName: 'careline-files' }]);
    const none = checkLaunch({ ...inputs, buckets: [], missingBindings: ['R2 FILES'] });
    expect(none.items.map((item) => item.what)).toEqual([
      "no R2 bucket bound as FILES (the patients' reports and photos)",
      'binding R2 FILES is declared locally but not for production',
    ]);
  });

  it('refuses a local configuration: localhost, http, the local inbox, a missing UPI VPA and coordinators', async () => {
    const inputs = await loadLaunchInputs({ root: fixture, secretsFile: goodSecrets });
    const { UPI_VPA: _vpa, COORDINATOR_EMAILS: _coordinators, ...vars } = inputs.vars;
    const report = checkLaunch({
      ...inputs,
      vars: {
        ...vars,
        SITE_URL: 'http://localhost:8787',
        SUPABASE_URL: 'http://127.0.0.1:54321',
        MAIL_TRANSPORT: 'local-inbox',
      },
    });
    expect(report.items.map((item) => item.what)).toEqual([
      'SITE_URL http://localhost:8787 is on localhost (a local server)',
      'UPI_VPA is not set (patients would be shown careline@examplebank)',
      'COORDINATOR_EMAILS is not set (no coordinator would hear of a request)',
      'MAIL_TRANSPORT is local-inbox: mail would not leave (set email-service)',
      'SUPABASE_URL http://127.0.0.1:54321 is on 127.0.0.1 (a local server)',
    ]);
  });

  it('exits 1 from the command line, one line per item, and names the secrets it could not read', () => {
    const { status, output } = run('launch-check.ts', []);
    expect(status).toBe(1);
    expect(output).toMatch(/^ {2}✗ support phone \+91 90000 00000 is the sample number → .*SUPPORT_PHONE$/m);
    expect(output).toMatch(/^ {2}✗ sample offices .* → src\/content\/contact\/facts\.ts SAMPLE_OFFICES$/m);
    expect(output).toContain('Secrets not checked (no --secrets-file): SUPABASE_PUBLISHABLE_KEY');
    expect(output).toContain('npx wrangler secret list --env production');
  });

  it('stops the deploy before anything is built, even with --dry-run', () => {
    const { status, output } = run('deploy.ts', ['--dry-run']);
    expect(status).toBe(1);
    expect(output).toContain('Deploy stopped: the launch check found placeholders');
    expect(output).not.toMatch(/would run|running:/);
  });
});

describe('the launch check on a configuration that sets everything', () => {
  it('finds nothing left', async () => {
    const report = checkLaunch(await loadLaunchInputs({ root: fixture, secretsFile: goodSecrets }));
    expect(report).toEqual({ items: [], unconfirmedSecrets: [] });
  });

  it('exits 0, and the deploy dry run prints the build, the migrations and the deploy without running them', () => {
    expect(run('launch-check.ts', ['--root', fixture, '--secrets-file', goodSecrets]).status).toBe(0);
    const { status, output } = run('deploy.ts', ['--dry-run', '--root', fixture, '--secrets-file', goodSecrets]);
    expect(status).toBe(0);
    expect(output.match(/^would run: .*$/gm)).toEqual([
      'would run: npm run build',
      'would run: npx wrangler d1 migrations apply DB --remote --env production',
      `would run: npx wrangler deploy --env production --secrets-file ${goodSecrets}`,
    ]);
    expect(output).toContain('Dry run: nothing was run.');
  });
});

describe('its pieces', () => {
  it('knows the local auth server keys from hosted ones', () => {
    expect(isLocalAuthKey(PUBLISHABLE_KEY)).toBe(true);
    expect(isLocalAuthKey(SERVICE_ROLE_KEY)).toBe(true);
    expect(isLocalAuthKey('sb_publishable_Zq3XbT0pW9yKc2LmN4rV8s_1aBcDeFg')).toBe(false);
  });

  it('finds example domains and the sample phone in shipped content, but not in comments', () => {
    const dir = path.join(work, 'scan');
    cpSync(path.join(ROOT, 'src/content/claims.ts'), path.join(dir, 'src/content/claims.ts'));
    writeFileSync(
      path.join(dir, 'src/content/extra.ts'),
      "// write to help@careline.example\nexport const HELP = 'help@careline.example';\nexport const LINE = '+91 90000 00000';\n",
    );
    writeFileSync(path.join(dir, 'public-note.txt'), 'not shipped: care@careline.example');
    expect(exampleLines(dir)).toEqual([
      "src/content/extra.ts:2: export const HELP = 'help@careline.example';",
      "src/content/extra.ts:3: export const LINE = '+91 90000 00000';",
    ]);
  });

  it('tells reserved example domains and marked placeholders from real addresses', () => {
    for (const value of ['care@careline.example', 'https://careline.example/', 'Name <a@example.com>', 'x@y.invalid'])
      expect(isPlaceholderText(value), value).toBe(true);
    expect(isPlaceholderText('https://YOUR-PROJECT-REF.supabase.co')).toBe(true);
    for (const value of ['https://test.carelinehealth.in', 'care@examples.in', 'desk@carelinehealth.in'])
      expect(isPlaceholderText(value), value).toBe(false);
  });

  it('reads KEY=VALUE secrets files with comments and quotes, and JSON', () => {
    expect(parseSecretsFile('# c\nA=1\nexport B="two words"\n\nC=\'x=y\'\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x=y',
    });
    expect(parseSecretsFile('{"A":"1"}')).toEqual({ A: '1' });
  });
});
