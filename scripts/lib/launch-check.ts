// The launch check's rules: given what a production deployment would carry (the production environment's vars and
// bindings from wrangler.toml, the secrets when they are given, the content facts the bundle ships and the doctors
// the database would publish), the placeholders still left, each with where to fix it. Pure: the inputs are read by
// scripts/lib/launch-inputs.ts, so a test can hand it any configuration. Nothing here reaches the browser bundle.
import crypto from 'node:crypto';
import { CONFIG_DEFAULTS } from '../../src/config.ts';
import { DEV_JWT_SECRET } from '../../auth-server/dev-secret.ts';
import { DEVELOPMENT_SEND_SMS_HOOK_SECRET } from './sms-hook.ts';
import {
  isPlaceholderText,
  LOCAL_HOST,
  SAMPLE_GRIEVANCE_OFFICER,
  SAMPLE_PHONE_DIGITS,
} from '../../src/content/placeholders.ts';

export { isPlaceholderText } from '../../src/content/placeholders.ts';

/** One placeholder left: what it is, and where to set the real value (a file, a var or a secret). */
export interface LaunchItem {
  what: string;
  where: string;
}

/** The secrets the Worker reads (src/env.ts); wrangler.toml's [env.production.secrets] requires them. */
export const SIGNING_SECRETS = ['UNSUBSCRIBE_SECRET', 'APPOINTMENT_LINK_SECRET'] as const;

/** The content facts the bundle ships, as far as the check needs them (loaded from src/content by the inputs). */
export interface ContentFacts {
  sampleDoctors: readonly { id: string; registrationNumber: string; sample: boolean }[];
  offices: readonly { id: string; city: string; sample: boolean }[];
  grievanceOfficer: { en: string; hi: string };
  storiesAreSamples: boolean;
  departmentFiguresAreSamples: boolean;
  claimsAreSamples: boolean;
  /** Lines of shipped content that name a reserved example domain or the sample phone: "file:line: text". */
  exampleLines: readonly string[];
}

export interface LaunchInputs {
  /** The wrangler environment checked: "production". */
  envName: string;
  /** Its [env.<name>.vars]. */
  vars: Readonly<Record<string, string>>;
  /** Its [env.<name>.secrets].required. */
  requiredSecrets: readonly string[];
  /** Secret values, when a secrets file was given; otherwise undefined (they cannot be read back from Cloudflare). */
  secrets?: Readonly<Record<string, string>>;
  /** The D1 databases the environment binds. */
  databases: readonly { binding: string; databaseId: string }[];
  /** The R2 buckets the environment binds (the patients' files: FILES). */
  buckets: readonly { binding: string; bucketName: string }[];
  /** Binding names the top-level (local) configuration declares that the environment does not. */
  missingBindings: readonly string[];
  content: ContentFacts;
  /** The published development values of the signing secrets (src/mail-config.ts, src/appointments/access.ts). */
  developmentSecrets: readonly string[];
  /** Published sample doctors the deployment's database would hold, and where that was read. */
  doctors: { source: string; rows: readonly { id: string; registrationNumber: string }[] };
  /** Messages to phones: the development keys (src/phone-config.ts) and the SMS template ids still placeholders. */
  phone: { developmentSecrets: readonly string[]; placeholderTemplateIds: readonly string[] };
}

/** The phone providers' secrets, by the channel that needs them (docs/configuration.md). */
/** Cloudflare Realtime TURN: the key's id and its API token (src/consult/ice.ts), with ROOM_TURN = cloudflare. */
export const ROOM_TURN_SECRETS = ['TURN_KEY_ID', 'TURN_KEY_API_TOKEN'] as const;

export const PHONE_SECRETS = {
  whatsapp: ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
  sms: ['SMS_AUTH_KEY', 'SMS_WEBHOOK_SECRET'],
} as const;

/** The gateway's secrets when PAYMENT_GATEWAY is razorpay (docs/configuration.md). */
export const GATEWAY_SECRETS = ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

export interface LaunchReport {
  items: LaunchItem[];
  /** Secrets to confirm with `wrangler secret list` because no values were given. */
  unconfirmedSecrets: string[];
}

const PLACEHOLDER_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/** Why a URL is not a public https address, or null when it is. */
function urlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (LOCAL_HOST.test(url.hostname)) return `is on ${url.hostname} (a local server)`;
  if (url.protocol !== 'https:') return 'is not https';
  if (isPlaceholderText(value)) return 'is a placeholder';
  return null;
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** True for a key the local auth server made: signed with its public development secret, or issued as its demo. */
export function isLocalAuthKey(token: string): boolean {
  const parts = token.split('.');
  if (parts.length === 3) {
    const expected = crypto.createHmac('sha256', DEV_JWT_SECRET).update(`${parts[0]}.${parts[1]}`).digest('base64url');
    if (expected === parts[2]) return true;
  }
  return decodeJwtPayload(token)?.iss === 'supabase-demo';
}

export function checkLaunch(inputs: LaunchInputs): LaunchReport {
  const items: LaunchItem[] = [];
  const env = inputs.envName;
  const varWhere = (name: string) => `wrangler.toml [env.${env}.vars] ${name}`;
  const secretWhere = (name: string) => `npx wrangler secret put ${name} --env ${env}`;
  const add = (what: string, where: string) => items.push({ what, where });
  const vars = inputs.vars;
  const value = (name: string) => vars[name]?.trim() ?? '';

  // The site's address and the public contact facts.
  const siteUrl = value('SITE_URL');
  if (!siteUrl) add('SITE_URL is not set (the site would call itself http://localhost:8787)', varWhere('SITE_URL'));
  else {
    const problem = urlProblem(siteUrl);
    if (problem) add(`SITE_URL ${siteUrl} ${problem}`, varWhere('SITE_URL'));
  }
  const phone = value('SUPPORT_PHONE') || CONFIG_DEFAULTS.SUPPORT_PHONE;
  if (phone.replace(/\D/g, '') === SAMPLE_PHONE_DIGITS || isPlaceholderText(phone))
    add(`support phone ${phone} is the sample number`, varWhere('SUPPORT_PHONE'));
  const email = value('SUPPORT_EMAIL') || CONFIG_DEFAULTS.SUPPORT_EMAIL;
  if (isPlaceholderText(email)) add(`support e-mail ${email} is a placeholder`, varWhere('SUPPORT_EMAIL'));
  const address = value('OFFICE_ADDRESS') || CONFIG_DEFAULTS.OFFICE_ADDRESS;
  if (address === CONFIG_DEFAULTS.OFFICE_ADDRESS || isPlaceholderText(address))
    add(`head office address "${address}" is the example address`, varWhere('OFFICE_ADDRESS'));

  // Payments.
  const vpa = value('UPI_VPA');
  if (!vpa) add('UPI_VPA is not set (patients would be shown careline@examplebank)', varWhere('UPI_VPA'));
  else if (vpa === CONFIG_DEFAULTS.UPI_VPA || /example/i.test(vpa) || isPlaceholderText(vpa))
    add(`UPI_VPA ${vpa} is a placeholder`, varWhere('UPI_VPA'));

  // Mail.
  const coordinators = value('COORDINATOR_EMAILS');
  if (!coordinators)
    add('COORDINATOR_EMAILS is not set (no coordinator would hear of a request)', varWhere('COORDINATOR_EMAILS'));
  else {
    const placeholders = coordinators.split(',').filter((address) => isPlaceholderText(address.trim()));
    if (placeholders.length)
      add(`coordinators' address ${placeholders.join(', ')} is a placeholder`, varWhere('COORDINATOR_EMAILS'));
  }
  const from = value('MAIL_FROM');
  if (!from || isPlaceholderText(from))
    add(
      `MAIL_FROM ${from || '(not set)'} is a placeholder (an address on the onboarded sending domain)`,
      varWhere('MAIL_FROM'),
    );
  const transport = value('MAIL_TRANSPORT') || 'local-inbox';
  if (transport !== 'email-service')
    add(`MAIL_TRANSPORT is ${transport}: mail would not leave (set email-service)`, varWhere('MAIL_TRANSPORT'));

  // Supabase.
  const supabaseUrl = value('SUPABASE_URL') || inputs.secrets?.SUPABASE_URL?.trim() || '';
  if (!supabaseUrl) add('SUPABASE_URL is not set', varWhere('SUPABASE_URL'));
  else {
    const problem = urlProblem(supabaseUrl);
    if (problem) add(`SUPABASE_URL ${supabaseUrl} ${problem}`, varWhere('SUPABASE_URL'));
  }

  // Bindings.
  for (const database of inputs.databases) {
    if (PLACEHOLDER_ID.test(database.databaseId) || isPlaceholderText(database.databaseId))
      add(
        `D1 ${database.binding} database_id is a placeholder`,
        `wrangler.toml [[env.${env}.d1_databases]] database_id (npx wrangler d1 create prints it)`,
      );
  }
  if (!inputs.databases.some((database) => database.binding === 'DB'))
    add('no D1 database bound as DB', `wrangler.toml [[env.${env}.d1_databases]]`);
  if (!inputs.buckets.some((bucket) => bucket.binding === 'FILES' && bucket.bucketName))
    add(
      "no R2 bucket bound as FILES (the patients' reports and photos)",
      `wrangler.toml [[env.${env}.r2_buckets]] (npx wrangler r2 bucket create careline-files)`,
    );
  for (const binding of inputs.missingBindings)
    add(`binding ${binding} is declared locally but not for ${env}`, `wrangler.toml [env.${env}]`);

  // Secrets: their values only when given.
  const unconfirmedSecrets: string[] = [];
  const secrets = inputs.secrets;
  for (const name of inputs.requiredSecrets) {
    const secret = secrets?.[name]?.trim();
    if (!secrets) {
      unconfirmedSecrets.push(name);
      continue;
    }
    if (!secret) {
      add(`secret ${name} is not set`, secretWhere(name));
      continue;
    }
    if (name.startsWith('SUPABASE_') && name.endsWith('_KEY') && isLocalAuthKey(secret))
      add(`secret ${name} is the local auth server's development key`, secretWhere(name));
    else if (name === 'SEND_SMS_HOOK_SECRET') {
      if (secret.split('|').some((one) => one.trim() === DEVELOPMENT_SEND_SMS_HOOK_SECRET))
        add(`secret ${name} is the published development value`, secretWhere(name));
      else if (!secret.split('|').every((one) => /^v1,whsec_[A-Za-z0-9+/]{32,}=*$/.test(one.trim())))
        add(`secret ${name} is not the v1,whsec_ secret Supabase shows for the Send SMS hook`, secretWhere(name));
    } else if ((SIGNING_SECRETS as readonly string[]).includes(name)) {
      if (inputs.developmentSecrets.includes(secret) || /not-for-production/i.test(secret))
        add(`secret ${name} is the published development value`, secretWhere(name));
      else if (secret.length < 32 || isPlaceholderText(secret))
        add(`secret ${name} is too short or a placeholder (32 random characters or more)`, secretWhere(name));
    }
  }

  // Messages to phones: an explicit choice, then each chosen provider's address, ids, sender header and keys.
  const channelsSetting = value('PHONE_CHANNELS').toLowerCase();
  const channels = channelsSetting === 'off' ? [] : channelsSetting.split(',').map((name) => name.trim());
  if (!channelsSetting)
    add(
      'PHONE_CHANNELS is not set: choose whatsapp,sms or sms, or off to run without phone messages',
      varWhere('PHONE_CHANNELS'),
    );
  const phoneSecrets: string[] = [];
  if (channels.includes('whatsapp')) {
    const api = value('WHATSAPP_API_URL');
    const problem = api ? urlProblem(api) : 'is not set';
    if (problem) add(`WHATSAPP_API_URL ${api} ${problem}`.replace('  ', ' '), varWhere('WHATSAPP_API_URL'));
    const id = value('WHATSAPP_PHONE_NUMBER_ID');
    if (!/^\d+$/.test(id) || id === '100000000000001')
      add(`WHATSAPP_PHONE_NUMBER_ID ${id || '(not set)'} is a placeholder`, varWhere('WHATSAPP_PHONE_NUMBER_ID'));
    phoneSecrets.push(...PHONE_SECRETS.whatsapp);
  }
  if (channels.includes('sms') || channels.includes('whatsapp')) {
    // The sign-in code goes by SMS by default, and SMS carries what WhatsApp cannot.
    const api = value('SMS_API_URL');
    const problem = api ? urlProblem(api) : 'is not set';
    if (problem) add(`SMS_API_URL ${api} ${problem}`.replace('  ', ' '), varWhere('SMS_API_URL'));
    if (!/^[A-Z]{6}$/.test(value('SMS_SENDER_ID')))
      add('SMS_SENDER_ID is not the six-letter DLT sender header', varWhere('SMS_SENDER_ID'));
    if (inputs.phone.placeholderTemplateIds.length)
      add(
        `${inputs.phone.placeholderTemplateIds.length} SMS template ids are placeholders (${inputs.phone.placeholderTemplateIds[0]} …)`,
        'src/notifications/phone/templates.ts PHONE_TEMPLATES (MSG91 template ids and DLT template ids)',
      );
    phoneSecrets.push(...PHONE_SECRETS.sms);
  }
  for (const name of phoneSecrets) {
    const secret = secrets?.[name]?.trim();
    if (!secrets) {
      unconfirmedSecrets.push(name);
      continue;
    }
    if (!secret) add(`secret ${name} is not set`, secretWhere(name));
    else if (inputs.phone.developmentSecrets.includes(secret) || /not-for-production/i.test(secret))
      add(`secret ${name} is the phone stand-in's development value`, secretWhere(name));
    else if (secret.length < 16 || isPlaceholderText(secret))
      add(`secret ${name} is too short or a placeholder`, secretWhere(name));
  }

  // Payments (decision 0032): the gateway's live keys, or the explicit choice of UPI only.
  const gatewaySetting = value('PAYMENT_GATEWAY').toLowerCase();
  const paymentOptions = value('PAYMENT_OPTIONS').toLowerCase() || 'both';
  if (!gatewaySetting)
    add('PAYMENT_GATEWAY is not set: choose razorpay, or off for UPI by QR only', varWhere('PAYMENT_GATEWAY'));
  else if (gatewaySetting === 'off') {
    if (paymentOptions !== 'upi')
      add(
        `PAYMENT_OPTIONS is ${paymentOptions} but PAYMENT_GATEWAY is off: set it to upi to choose UPI only`,
        varWhere('PAYMENT_OPTIONS'),
      );
  } else if (gatewaySetting === 'razorpay') {
    if (!['gateway', 'upi', 'both'].includes(paymentOptions))
      add(`PAYMENT_OPTIONS ${paymentOptions} is not gateway, upi or both`, varWhere('PAYMENT_OPTIONS'));
    const api = value('RAZORPAY_API_URL');
    const problem = api ? urlProblem(api) : 'is not set';
    if (problem) add(`RAZORPAY_API_URL ${api} ${problem}`.replace('  ', ' '), varWhere('RAZORPAY_API_URL'));
    const keyId = value('RAZORPAY_KEY_ID');
    if (!/^rzp_live_\w+$/.test(keyId))
      add(`RAZORPAY_KEY_ID ${keyId || '(not set)'} is not a live key id (rzp_live_…)`, varWhere('RAZORPAY_KEY_ID'));
    for (const name of GATEWAY_SECRETS) {
      const secret = secrets?.[name]?.trim();
      if (!secrets) {
        unconfirmedSecrets.push(name);
        continue;
      }
      if (!secret) add(`secret ${name} is not set`, secretWhere(name));
      else if (/not-for-production/i.test(secret))
        add(`secret ${name} is the gateway stand-in's development value`, secretWhere(name));
      else if (secret.length < 16 || isPlaceholderText(secret))
        add(`secret ${name} is too short or a placeholder`, secretWhere(name));
    }
  } else add(`PAYMENT_GATEWAY ${gatewaySetting} is not razorpay or off`, varWhere('PAYMENT_GATEWAY'));
  // The consultation room's media relay (src/consult/ice.ts): Cloudflare Realtime TURN, or an explicit choice to run
  // without it (then a call connects only where both networks allow a direct path; many mobile networks do not).
  const turn = value('ROOM_TURN').toLowerCase();
  if (turn !== 'cloudflare' && turn !== 'off')
    add(
      `ROOM_TURN is ${turn || 'not set'}: choose cloudflare (with the TURN key's secrets) or off to run the consultation room without a relay`,
      varWhere('ROOM_TURN'),
    );
  if (turn === 'cloudflare') {
    for (const name of ROOM_TURN_SECRETS) {
      const secret = secrets?.[name]?.trim();
      if (!secrets) unconfirmedSecrets.push(name);
      else if (!secret) add(`secret ${name} is not set`, secretWhere(name));
      else if (secret.length < 16 || isPlaceholderText(secret))
        add(`secret ${name} is too short or a placeholder`, secretWhere(name));
    }
  }

  // What the deployment publishes from its database and ships in its bundle.
  if (inputs.doctors.rows.length)
    add(
      `${inputs.doctors.rows.length} sample doctors published (${inputs.doctors.rows.map((row) => row.registrationNumber).join(', ')})`,
      `${inputs.doctors.source}: unpublish them (UPDATE doctors SET active = 0 WHERE sample = 1, or the admin's Calendars)`,
    );
  const content = inputs.content;
  const sampleDoctors = content.sampleDoctors.filter((doctor) => doctor.sample);
  if (sampleDoctors.length)
    add(
      `${sampleDoctors.length} sample doctor profiles ship in the bundle (${sampleDoctors.map((doctor) => doctor.registrationNumber).join(', ')})`,
      'src/content/doctors/facts.ts SAMPLE_DOCTORS (with migrations/0005_sample_doctors.sql)',
    );
  const sampleOffices = content.offices.filter((office) => office.sample);
  if (sampleOffices.length)
    add(
      `sample offices with "Example address": ${sampleOffices.map((office) => office.city).join(', ')}`,
      'src/content/contact/facts.ts SAMPLE_OFFICES',
    );
  if (
    content.grievanceOfficer.en === SAMPLE_GRIEVANCE_OFFICER.en ||
    content.grievanceOfficer.hi === SAMPLE_GRIEVANCE_OFFICER.hi
  )
    add(
      `grievance officer "${SAMPLE_GRIEVANCE_OFFICER.en}" is the sample name`,
      'src/content/policies/copy.en.ts GRIEVANCE_WORDS_EN.name and hi.ts GRIEVANCE_WORDS_HI.name',
    );
  if (content.storiesAreSamples)
    add('patient stories are samples', 'src/content/stories/ (real stories, then STORIES_ARE_SAMPLES = false)');
  if (content.departmentFiguresAreSamples)
    add(
      'department figures (rating, doctors, patients, satisfaction) are samples',
      'src/content/departments/facts.ts (verified figures, then DEPARTMENT_FIGURES_ARE_SAMPLES = false)',
    );
  if (content.claimsAreSamples)
    add(
      'marketing claims (consultations, doctors, satisfaction) are samples',
      'src/content/claims.ts (verified figures, then CLAIMS_ARE_SAMPLES = false)',
    );
  for (const line of content.exampleLines) {
    const [where, ...rest] = line.split(': ');
    add(`example address or number in shipped content: ${rest.join(': ').trim()}`, where ?? line);
  }
  return { items, unconfirmedSecrets };
}

/** The report as printed: one line per item, then the secrets to confirm. */
export function formatReport(report: LaunchReport, envName: string): string {
  const lines: string[] = [];
  if (report.items.length) {
    lines.push(`Launch check (${envName}): ${report.items.length} placeholders left.`);
    for (const item of report.items) lines.push(`  ✗ ${item.what} → ${item.where}`);
  } else lines.push(`Launch check (${envName}): no placeholder left.`);
  if (report.unconfirmedSecrets.length) {
    lines.push(
      `Secrets not checked (no --secrets-file): ${report.unconfirmedSecrets.join(', ')}.`,
      `  Confirm each is set with \`npx wrangler secret list --env ${envName}\` (wrangler deploy refuses a missing one).`,
    );
  }
  return lines.join('\n');
}
