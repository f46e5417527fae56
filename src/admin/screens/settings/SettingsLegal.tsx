// /admin/settings/legal: each policy with its version, last-updated date, languages and pages (read from
// src/content/policies/facts.ts and the site map), the consent wording version each request form stores with a
// request (consent_version, from shared/requests/kinds.ts), and the retention periods the policies promise.
import type { Context } from 'hono';
import { formatNumber } from '../../../../shared/i18n/format';
import type { Locale } from '../../../../shared/i18n/locales';
import { REQUEST_KINDS, type RequestKind } from '../../../../shared/requests/kinds';
import {
  COOKIE_TYPE_FACTS,
  formatPolicyDate,
  LEGAL_LIMITS,
  POLICY_LIMITS,
  POLICY_VERSIONS,
  type PolicyId,
} from '../../../content/policies/facts';
import type { AppEnv } from '../../../env';
import { pageDef } from '../../../site-map/registry';
import { DataTable } from '../../DataTable';
import { KIND_LABELS } from '../shared/labels';
import { defaultNote, type SettingRow, SettingsIntro, SettingsSection, Source } from './settings-parts';

const POLICY_FACTS = 'src/content/policies/facts.ts';
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'Hindi' };

function PolicyRow({ id }: { id: PolicyId }) {
  const page = pageDef(id, 'en');
  const { version, updated } = POLICY_VERSIONS[id];
  const versions = Object.entries(page.alternates) as [Locale, string][];
  return (
    <tr className="border-b border-slate-200 align-top" data-policy={id}>
      <th scope="row" className="py-3 pr-3 text-left font-semibold">
        {page.title}
      </th>
      <td className="py-3 pr-3" data-version="">
        {version}
      </td>
      <td className="py-3 pr-3">
        <time dateTime={updated}>{formatPolicyDate(updated, 'en')}</time>
      </td>
      <td className="py-3 pr-3">
        <ul className="m-0 list-none p-0">
          {versions.map(([locale, path]) => (
            <li key={locale}>
              <a href={path}>
                {LANGUAGE_NAMES[locale]}: {path}
              </a>
            </li>
          ))}
        </ul>
      </td>
      <td className="py-3 pr-3">
        <Source source={{ kind: 'module', path: POLICY_FACTS }} />
      </td>
    </tr>
  );
}

function consentRows(): SettingRow[] {
  return (Object.keys(REQUEST_KINDS) as RequestKind[]).map((kind) => ({
    label: KIND_LABELS[kind],
    value: <code>{REQUEST_KINDS[kind].consentVersion}</code>,
    source: { kind: 'module', path: 'shared/requests/kinds.ts' },
  }));
}

function retentionRows(c: Context<AppEnv>): SettingRow[] {
  const config = c.get('config');
  const module = { kind: 'module', path: POLICY_FACTS } as const;
  const years = (count: number) => `${formatNumber(count)} ${count === 1 ? 'year' : 'years'}`;
  return [
    {
      label: 'Requests and their notifications are kept',
      value: `${formatNumber(config.requestRetentionDays)} days`,
      source: { kind: 'var', name: 'REQUEST_RETENTION_DAYS' },
      note:
        defaultNote(c.env, 'REQUEST_RETENTION_DAYS', 'src/config.ts') ??
        'Deleted by the daily cron trigger; the privacy page states the period.',
    },
    {
      label: 'Medical records are kept',
      value: `${years(POLICY_LIMITS.medicalRecordYears)} from the last consultation`,
      source: module,
      note: `The law's minimum: ${years(LEGAL_LIMITS.imcMedicalRecordYears)} (Indian Medical Council Regulations 2002).`,
    },
    {
      label: '"Remember me" keeps a person signed in',
      value: `${formatNumber(config.rememberMeDays)} days`,
      source: { kind: 'var', name: 'REMEMBER_ME_DAYS' },
      note: defaultNote(c.env, 'REMEMBER_ME_DAYS', 'src/config.ts'),
    },
    {
      label: 'Longest cookie lifetime by type',
      value: COOKIE_TYPE_FACTS.map((type) => `${type.id} ${years(type.maxYears)}`).join(', '),
      source: module,
    },
    {
      label: 'A data breach is reported within',
      value: `${formatNumber(POLICY_LIMITS.breachReportHours)} hours`,
      source: module,
    },
    {
      label: 'A billing dispute is raised within',
      value: `${formatNumber(POLICY_LIMITS.billingDisputeDays)} days of the charge`,
      source: module,
    },
    {
      label: 'Youngest age to use the services alone',
      value: formatNumber(POLICY_LIMITS.minimumAge),
      source: module,
    },
    { label: 'Courts with jurisdiction', value: POLICY_LIMITS.jurisdictionCity, source: module },
  ];
}

export function settingsLegalScreen(c: Context<AppEnv>) {
  const ids = Object.keys(POLICY_VERSIONS) as PolicyId[];
  return (
    <div className="grid gap-8">
      <SettingsIntro>
        Each policy as the site publishes it today, the consent wording each form records with a request, and how long
        the site keeps what it stores.
      </SettingsIntro>
      <section aria-labelledby="settings-policies" className="grid gap-3">
        <h2 id="settings-policies" className="m-0 text-xl font-bold text-ink-900">
          Policies
        </h2>
        <p className="m-0 max-w-3xl text-ink-700">
          A policy's version is raised, and its date changed, with every change a reader should know about.
        </p>
        <DataTable
          caption="Policies"
          headers={['Policy', 'Version', 'Last updated', 'Languages and pages', 'Where it is set']}
          minWidth="min-w-[48rem]"
        >
          {ids.map((id) => (
            <PolicyRow key={id} id={id} />
          ))}
        </DataTable>
      </section>
      <SettingsSection
        id="settings-consent"
        title="Consent wording versions"
        intro="Stored with every request (consent_version), so the wording a person agreed to can be found later. A change to a form's consent wording raises its version."
        rows={consentRows()}
      />
      <SettingsSection id="settings-retention" title="Retention and limits" rows={retentionRows(c)} />
    </div>
  );
}
