// /privacy: the privacy notice under the Digital Personal Data Protection Act 2023 and its 2025 Rules.
import { formatNumber } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { requestRetentionEn } from '../../content/policies/copy.en';
import { requestRetentionHi } from '../../content/policies/copy.hi';
import { LEGAL_LIMITS, POLICY_LIMITS } from '../../content/policies/facts';
import { usePage } from '../../render/page-context';
import { PrivacyRequestForm } from '../request-forms/PageRequestForms';
import { MY_DATA_PATH } from '../../requests';
import {
  Bullets,
  ContactCards,
  GrievanceOfficerCard,
  PolicyLayout,
  PolicySection,
  ScreenOnly,
} from '../policy/PolicyLayout';
import { PRIVACY_COPY_EN, type PrivacyCopy } from './copy.en';
import { PRIVACY_COPY_HI } from './copy.hi';

/** The page's own words in each language. */
const COPY = { en: PRIVACY_COPY_EN, hi: PRIVACY_COPY_HI } satisfies Record<Locale, PrivacyCopy>;
const REQUEST_RETENTION = { en: requestRetentionEn, hi: requestRetentionHi } satisfies Record<
  Locale,
  typeof requestRetentionEn
>;

export const DOWNLOAD_ANCHOR = 'download';
export const OFFICER_ANCHOR = 'contact-officer';

export function PrivacyPage() {
  const { config, locale } = usePage();
  const copy = COPY[locale];
  const years = formatNumber(POLICY_LIMITS.medicalRecordYears, locale);
  const retentionDays = formatNumber(config.requestRetentionDays, locale);
  const ids = [
    'who',
    'collect',
    'use',
    'protect',
    'share',
    'retention',
    'rights',
    DOWNLOAD_ANCHOR,
    'children',
    'breach',
    OFFICER_ANCHOR,
    'compliance',
    'contact',
    'changes',
  ] as const;
  const tocKey = (id: (typeof ids)[number]) =>
    id === DOWNLOAD_ANCHOR ? 'download' : id === OFFICER_ANCHOR ? 'officer' : id;
  const toc = ids.map((id) => ({ id, title: copy.toc[tocKey(id)] }));
  const retentionRows = [
    ['medical', copy.retention.medical(years)],
    ['access', copy.retention.access],
    ['requests', copy.retention.requests(retentionDays)],
    ['account', copy.retention.account],
    ['billing', copy.retention.billing],
    ['cookies', copy.retention.cookies],
  ] as const;
  return (
    <PolicyLayout
      policy="privacy"
      lead={copy.lead}
      toc={toc}
      actions={
        <>
          <a href={`#${DOWNLOAD_ANCHOR}`} className="btn-primary print:hidden">
            {copy.buttons.download}
          </a>
          <a href={`${localizedPath('/cookies', locale)}#preferences`} className="btn-outline print:hidden">
            {copy.buttons.settings}
          </a>
          <a href={`#${OFFICER_ANCHOR}`} className="btn-outline print:hidden">
            {copy.buttons.officer}
          </a>
        </>
      }
    >
      <PolicySection id="who" title={copy.toc.who}>
        {copy.who(config.siteName, config.office.address).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PolicySection>

      <PolicySection id="collect" title={copy.toc.collect}>
        <p>{copy.collect.intro}</p>
        <ul className="grid list-none gap-4 p-0 sm:grid-cols-2">
          {copy.collect.items.map((item) => (
            <li key={item.title} className="card">
              <h3 className="text-lg font-bold text-ink-900">{item.title}</h3>
              <p className="mt-1">{item.body}</p>
            </li>
          ))}
        </ul>
      </PolicySection>

      <PolicySection id="use" title={copy.toc.use}>
        <p>{copy.use.intro}</p>
        <Bullets items={copy.use.items} />
        <p className="font-semibold text-ink-900">{copy.use.never}</p>
      </PolicySection>

      <PolicySection id="protect" title={copy.toc.protect}>
        <Bullets items={copy.protect} />
      </PolicySection>

      <PolicySection id="share" title={copy.toc.share}>
        <p>{copy.share.intro}</p>
        <Bullets items={copy.share.items} />
        <p>{copy.share.abroad}</p>
      </PolicySection>

      <PolicySection id="retention" title={copy.toc.retention}>
        <p>{copy.retention.intro}</p>
        <table className="w-full border-collapse bg-white text-left">
          <caption className="sr-only">{copy.retention.caption}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="px-2 py-2">
                {copy.retention.kind}
              </th>
              <th scope="col" className="px-2 py-2">
                {copy.retention.period}
              </th>
            </tr>
          </thead>
          <tbody>
            {retentionRows.map(([key, period]) => (
              <tr key={key} data-retention={key} className="border-b border-slate-200">
                <th scope="row" className="px-2 py-3 font-semibold text-ink-900">
                  {copy.retention.rows[key]}
                </th>
                <td className="px-2 py-3">{period}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {copy.retention
          .medicalNote(years, formatNumber(LEGAL_LIMITS.imcMedicalRecordYears, locale))
          .map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        <p>{REQUEST_RETENTION[locale](retentionDays)}</p>
      </PolicySection>

      <PolicySection id="rights" title={copy.toc.rights}>
        <p>{copy.rights.intro}</p>
        <Bullets items={copy.rights.items} />
        <p>{copy.rights.board}</p>
        <p>{copy.rights.how}</p>
      </PolicySection>

      <PolicySection id={DOWNLOAD_ANCHOR} title={copy.toc.download}>
        <p>{copy.download.signedIn}</p>
        <p>{copy.download.signedOut}</p>
        <ScreenOnly>
          {/* No download attribute: a stranger is redirected to sign in, which must open as a page, not a file.
              Signed in, the answer itself says it is a file (Content-Disposition). */}
          <p>
            <a href={localizedPath(MY_DATA_PATH, locale)} className="btn-primary">
              {copy.download.file}
            </a>
          </p>
        </ScreenOnly>
      </PolicySection>

      <PolicySection id="children" title={copy.toc.children}>
        {copy.children(formatNumber(POLICY_LIMITS.minimumAge, locale)).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PolicySection>

      <PolicySection id="breach" title={copy.toc.breach}>
        {copy.breach(formatNumber(POLICY_LIMITS.breachReportHours, locale)).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PolicySection>

      <PolicySection id={OFFICER_ANCHOR} title={copy.toc.officer}>
        <p>{copy.officer.intro}</p>
        <GrievanceOfficerCard />
        <p>{copy.officer.lawLimit(formatNumber(LEGAL_LIMITS.dpdpGrievanceDays, locale))}</p>
        <ScreenOnly>
          <div id="privacy-request" className="card">
            <h3 className="text-lg font-bold">{copy.officer.formTitle}</h3>
            <p className="mt-1">{copy.officer.formIntro}</p>
            <div className="mt-4">
              <PrivacyRequestForm />
            </div>
          </div>
        </ScreenOnly>
      </PolicySection>

      <PolicySection id="compliance" title={copy.toc.compliance}>
        <p>{copy.compliance.intro}</p>
        <ul className="grid list-none gap-4 p-0 sm:grid-cols-2">
          {copy.compliance.cards.map((card) => (
            <li key={card.title} className="card">
              <h3 className="text-lg font-bold text-ink-900">{card.title}</h3>
              <p className="mt-1">{card.body}</p>
            </li>
          ))}
        </ul>
      </PolicySection>

      <PolicySection id="contact" title={copy.toc.contact}>
        <p>{copy.contactIntro}</p>
        <ContactCards emailSubject={copy.emailSubject} />
      </PolicySection>

      <PolicySection id="changes" title={copy.toc.changes}>
        {copy.changes.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PolicySection>
    </PolicyLayout>
  );
}
