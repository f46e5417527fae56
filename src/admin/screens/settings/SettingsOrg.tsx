// /admin/settings/org: the organisation's facts as the pages show them, each read from its one source (the site's
// configuration, src/config.ts from the wrangler vars; the contact, emergency and policy content modules; the
// notification settings, src/mail-config.ts), with where it is set and a badge on every stand-in.
import type { Context } from 'hono';
import { formatNumber } from '../../../../shared/i18n/format';
import { CONTACT_CHANNELS, SAMPLE_OFFICES } from '../../../content/contact/facts';
import { CONTACT_WORDS_EN } from '../../../content/contact/copy.en';
import { PUBLIC_EMERGENCY_NUMBERS, RESPONSE_TARGET_MINUTES } from '../../../content/emergency';
import { isPlaceholderValue, SAMPLE_GRIEVANCE_OFFICER } from '../../../content/placeholders';
import { GRIEVANCE_WORDS_EN } from '../../../content/policies/copy.en';
import { POLICY_LIMITS } from '../../../content/policies/facts';
import type { AppEnv, Bindings } from '../../../env';
import type { SiteConfig } from '../../../config';
import { loadNotificationConfig } from '../../../notifications';
import { defaultNote, type SettingRow, SettingsIntro, SettingsSection, varOf } from './settings-parts';

const CONFIG = 'src/config.ts';
const MAIL_CONFIG = 'src/mail-config.ts';
const CONTACT_FACTS = 'src/content/contact/facts.ts';

/** A wrangler var the site reads through src/config.ts: its value as the pages show it. */
function configVar(env: Bindings | undefined, label: string, name: string, value: string): SettingRow {
  return {
    label,
    value,
    source: { kind: 'var', name },
    placeholder: isPlaceholderValue(value),
    note: defaultNote(env, name, CONFIG),
  };
}

export function organisationRows(env: Bindings | undefined, config: SiteConfig): SettingRow[] {
  return [
    configVar(env, 'Organisation name', 'SITE_NAME', config.siteName),
    configVar(env, 'Site address', 'SITE_URL', config.siteUrl),
    configVar(env, 'Support and emergency line (also WhatsApp)', 'SUPPORT_PHONE', config.supportPhone),
    configVar(env, 'Support e-mail', 'SUPPORT_EMAIL', config.supportEmail),
  ];
}

function officeRows(env: Bindings | undefined, config: SiteConfig): SettingRow[] {
  return [
    configVar(env, 'Head office city', 'OFFICE_CITY', config.office.city),
    configVar(env, 'Head office address', 'OFFICE_ADDRESS', config.office.address),
    ...SAMPLE_OFFICES.map((office) => ({
      label: `${CONTACT_WORDS_EN.officeTypes[office.type]}: ${office.city}`,
      value: office.address,
      source: { kind: 'module', path: CONTACT_FACTS } as const,
      placeholder: office.sample || isPlaceholderValue(office.address),
      note: office.sample ? 'A sample office: the contact page marks it as an example.' : undefined,
    })),
  ];
}

function hoursRows(): SettingRow[] {
  return CONTACT_CHANNELS.map((channel) => ({
    label: CONTACT_WORDS_EN.channels[channel.id].title,
    value: CONTACT_WORDS_EN.availability(channel.availability, (value) => formatNumber(value)),
    source: { kind: 'module', path: CONTACT_FACTS },
  }));
}

const EMERGENCY_LABELS: Record<keyof typeof PUBLIC_EMERGENCY_NUMBERS, string> = {
  national: 'National emergency number (police, fire, ambulance)',
  ambulance: 'Ambulance',
  police: 'Police',
  fire: 'Fire',
};

const TARGET_LABELS: Record<keyof typeof RESPONSE_TARGET_MINUTES, string> = {
  cardiac: 'cardiac',
  criticalCare: 'critical care',
  medical: 'medical',
  trauma: 'trauma',
};

function emergencyRows(): SettingRow[] {
  const targets = Object.entries(RESPONSE_TARGET_MINUTES)
    .map(
      ([kind, minutes]) =>
        `${TARGET_LABELS[kind as keyof typeof RESPONSE_TARGET_MINUTES]} ${formatNumber(minutes)} min`,
    )
    .join(', ');
  return [
    ...Object.entries(PUBLIC_EMERGENCY_NUMBERS).map(([service, number]) => ({
      label: EMERGENCY_LABELS[service as keyof typeof PUBLIC_EMERGENCY_NUMBERS],
      value: number,
      source: { kind: 'module', path: 'src/content/emergency.ts' } as const,
    })),
    { label: 'Response targets (24/7)', value: targets, source: { kind: 'module', path: 'src/content/emergency.ts' } },
  ];
}

function grievanceRows(config: SiteConfig): SettingRow[] {
  return [
    {
      label: 'Grievance officer',
      value: GRIEVANCE_WORDS_EN.name,
      source: { kind: 'module', path: 'src/content/policies/copy.en.ts and copy.hi.ts' },
      placeholder: GRIEVANCE_WORDS_EN.name === SAMPLE_GRIEVANCE_OFFICER.en,
      note: GRIEVANCE_WORDS_EN.title,
    },
    {
      label: 'Grievance officer e-mail',
      value: config.supportEmail,
      source: { kind: 'var', name: 'SUPPORT_EMAIL' },
      placeholder: isPlaceholderValue(config.supportEmail),
      note: 'The support e-mail: the policies name it for complaints.',
    },
    {
      label: 'Complaints answered',
      value: `Acknowledged within ${formatNumber(POLICY_LIMITS.complaintAcknowledgeHours)} hours, resolved within ${formatNumber(POLICY_LIMITS.complaintResolveBusinessDays.from)} to ${formatNumber(POLICY_LIMITS.complaintResolveBusinessDays.to)} business days`,
      source: { kind: 'module', path: 'src/content/policies/facts.ts' },
    },
  ];
}

function notificationRows(env: Bindings | undefined): SettingRow[] {
  const loaded = loadNotificationConfig(env ?? {});
  if (!loaded.ok)
    return [
      {
        label: 'Notification settings',
        value: `Not valid, nothing is sent: ${loaded.problems.join('; ')}`,
        source: { kind: 'var', name: 'COORDINATOR_EMAILS, MAIL_FROM' },
        placeholder: true,
      },
    ];
  const { coordinators, from } = loaded.config;
  return [
    {
      label: 'Coordinator e-mail addresses',
      value: coordinators.join(', '),
      source: { kind: 'var', name: 'COORDINATOR_EMAILS' },
      placeholder: coordinators.some((address) => isPlaceholderValue(address)),
      note: defaultNote(env, 'COORDINATOR_EMAILS', MAIL_CONFIG) ?? 'Each hears of every new request.',
    },
    {
      label: 'Sender of every e-mail',
      value: from.name ? `${from.name} <${from.email}>` : from.email,
      source: { kind: 'var', name: 'MAIL_FROM' },
      placeholder: isPlaceholderValue(from.email),
      note: defaultNote(env, 'MAIL_FROM', MAIL_CONFIG),
    },
  ];
}

function paymentRows(env: Bindings | undefined, config: SiteConfig): SettingRow[] {
  return [
    {
      ...configVar(env, 'UPI address (VPA) patients pay to', 'UPI_VPA', config.upi.vpa),
      // A missing VPA falls back to the default, itself a placeholder.
      placeholder: varOf(env, 'UPI_VPA') === undefined || isPlaceholderValue(config.upi.vpa),
    },
    configVar(env, 'UPI payee name', 'UPI_PAYEE', config.upi.payee),
    {
      label: 'A picked slot is held for',
      value: `${formatNumber(config.holdMinutes)} minutes`,
      source: { kind: 'var', name: 'APPOINTMENT_HOLD_MINUTES' },
      note: defaultNote(env, 'APPOINTMENT_HOLD_MINUTES', CONFIG),
    },
  ];
}

export function settingsOrgScreen(c: Context<AppEnv>) {
  const config = c.get('config');
  const env = c.env;
  return (
    <div className="grid gap-8">
      <SettingsIntro>
        The organisation's facts exactly as the public pages show them today, each with where it is set. A value marked
        "Placeholder" is a stand-in that patients must not see: ask a developer to set the real one.
      </SettingsIntro>
      <SettingsSection id="settings-organisation" title="Organisation" rows={organisationRows(env, config)} />
      <SettingsSection id="settings-offices" title="Offices" rows={officeRows(env, config)} />
      <SettingsSection
        id="settings-hours"
        title="Contact channels and hours"
        intro="The phone and WhatsApp channels use the support line above; the e-mail channel the support e-mail."
        rows={hoursRows()}
      />
      <SettingsSection
        id="settings-emergency"
        title="Emergency numbers"
        intro="India's public numbers, free from any phone, quoted by the emergency, disclaimer and check-up pages and the footer. The provider's own 24/7 line is the support line above."
        rows={emergencyRows()}
      />
      <SettingsSection id="settings-grievance" title="Grievance officer" rows={grievanceRows(config)} />
      <SettingsSection id="settings-notifications" title="Who is told of new requests" rows={notificationRows(env)} />
      <SettingsSection
        id="settings-payments"
        title="Payments"
        intro="Prices, packages and refund rows are content: see CMS Manager, Content."
        rows={paymentRows(env, config)}
      />
    </div>
  );
}
