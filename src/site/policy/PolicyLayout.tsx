// The frame every policy page shares: the heading with the page's buttons and the print button, the version and
// "last updated" line, a table of contents with anchors, and the sections. `?print=1` is the printable view (the
// print button's target without JavaScript): the same text without the contents list, forms and buttons.
// Every word comes in the page's language; a translated page carries a line near the top saying that the English
// text prevails.
import type { ReactNode } from 'react';
import { telHref } from '../../../shared/booking/topic';
import { formatNumber, formatNumberRange } from '../../../shared/i18n/format';
import { LOCALE_INFO, localeOfPath, localizedPath, type Locale } from '../../../shared/i18n/locales';
import { supportLine } from '../../booking/topics';
import { PageHero } from '../../ui/PageHero';
import { GRIEVANCE_WORDS_EN } from '../../content/policies/copy.en';
import { GRIEVANCE_WORDS_HI } from '../../content/policies/copy.hi';
import { formatPolicyDate, POLICY_LIMITS, POLICY_VERSIONS, type PolicyId } from '../../content/policies/facts';
import { usePage } from '../../render/page-context';
import { JsonLd } from '../../ui/JsonLd';
import { POLICY_COPY_EN, type PolicyCopy } from './copy.en';
import { POLICY_COPY_HI } from './copy.hi';
import { PrintButtonIsland } from '../../render/islands';

/** The words every policy shares, in each language. */
const POLICY_COPY = { en: POLICY_COPY_EN, hi: POLICY_COPY_HI } satisfies Record<Locale, PolicyCopy>;
const GRIEVANCE_WORDS = { en: GRIEVANCE_WORDS_EN, hi: GRIEVANCE_WORDS_HI } satisfies Record<
  Locale,
  typeof GRIEVANCE_WORDS_EN
>;

/** The words every policy shares (lawNote, printTerms...), in the page's language. */
export function usePolicyWords(): PolicyCopy {
  return POLICY_COPY[usePage().locale];
}

export const PRINT_QUERY = 'print';

/** True on the printable view (`?print=1`). */
export function usePrintView(): boolean {
  return usePage().url.searchParams.get(PRINT_QUERY) === '1';
}

export interface TocEntry {
  id: string;
  title: string;
}

export interface PolicyLayoutProps {
  policy: PolicyId;
  lead: ReactNode;
  /** The sections, in page order; each becomes a link in the contents list. */
  toc: readonly TocEntry[];
  /** The page's own buttons, beside the print button. */
  actions?: ReactNode;
  /** The print button's words (Terms says "Download Terms (PDF)"). */
  printLabel?: string;
  /** Shown above the contents list (the disclaimer's emergency numbers). */
  banner?: ReactNode;
  children: ReactNode;
}

export function PolicyLayout({ policy, lead, toc, actions, printLabel, banner, children }: PolicyLayoutProps) {
  const { page, config } = usePage();
  const printView = usePrintView();
  const locale = page.locale;
  const copy = POLICY_COPY[locale];
  const { version, updated } = POLICY_VERSIONS[policy];
  const date = formatPolicyDate(updated, locale);
  return (
    <>
      <PageHero title={page.title} lead={lead}>
        {!printView && actions}
        {!printView && (
          <PrintButtonIsland
            href={`${page.path}?${PRINT_QUERY}=1`}
            label={printLabel ?? copy.print}
            className="btn-outline print:hidden"
          />
        )}
      </PageHero>
      <div className="container">
        <p className="text-sm font-semibold text-ink-700">{copy.versionLine(version, date)}</p>
        {locale !== 'en' && (
          <p data-english-prevails="" className="mt-2 max-w-3xl text-sm text-ink-700">
            {copy.englishPrevails.text}{' '}
            <a
              href={localizedPath(localeOfPath(page.path).path, 'en')}
              hrefLang={LOCALE_INFO.en.hreflang}
              className="font-semibold"
            >
              {copy.englishPrevails.link}
            </a>
          </p>
        )}
        {printView && (
          <div className="alert-info mt-4 print:hidden">
            <h2 className="text-lg font-bold">{copy.printable.title}</h2>
            <p className="mt-1">{copy.printable.body}</p>
            <p className="mt-2">
              <a href={page.path} className="font-semibold">
                {copy.printable.back}
              </a>
            </p>
          </div>
        )}
        {banner}
        {!printView && (
          <nav aria-labelledby="toc-title" className="card mt-6 print:hidden">
            <h2 id="toc-title" className="text-lg font-bold">
              {copy.contents}
            </h2>
            <ol className="mt-2 grid gap-1 pl-6 sm:grid-cols-2">
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className="inline-block py-1">
                    {entry.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
      </div>
      {children}
      <JsonLd
        data={{
          '@type': 'WebPage',
          name: page.title,
          url: `${config.siteUrl}${page.path}`,
          inLanguage: LOCALE_INFO[locale].tag,
          version,
          dateModified: updated,
          publisher: { '@type': 'Organization', name: config.siteName },
        }}
      />
    </>
  );
}

/** A policy section: an anchored h2 and its text. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="container py-8 print:py-3">
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <div className="mt-4 grid max-w-3xl gap-3 text-ink-700">{children}</div>
    </section>
  );
}

/** Buttons and forms: on screen only (not in the printable view, nor on paper). */
export function ScreenOnly({ children }: { children: ReactNode }) {
  if (usePrintView()) return null;
  return <div className="print:hidden">{children}</div>;
}

/** A plain list of sentences. */
export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-1 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The contact cards: phone and WhatsApp, email, the registered office (all from configuration). */
export function ContactCards({ emailSubject }: { emailSubject: string }) {
  const { config } = usePage();
  const words = usePolicyWords().contactCards;
  const line = supportLine(config);
  return (
    <ul className="mt-2 grid list-none gap-4 p-0 sm:grid-cols-3">
      <li className="card">
        <h3 className="text-lg font-bold">{words.phone}</h3>
        <p className="mt-1">
          <a href={telHref(line)} className="font-semibold">
            {line.display}
          </a>
        </p>
      </li>
      <li className="card">
        <h3 className="text-lg font-bold">{words.email}</h3>
        <p className="mt-1 break-words">
          <a
            href={`mailto:${config.supportEmail}?subject=${encodeURIComponent(emailSubject)}`}
            className="font-semibold"
          >
            {config.supportEmail}
          </a>
        </p>
      </li>
      <li className="card">
        <h3 className="text-lg font-bold">{words.office}</h3>
        <p className="mt-1">{config.office.address}</p>
      </li>
    </ul>
  );
}

/** The grievance officer: name (dictionary), email (configuration), post (the office address), response times. */
export function GrievanceOfficerCard({ id }: { id?: string }) {
  const { config, page } = usePage();
  const locale = page.locale;
  const words = GRIEVANCE_WORDS[locale];
  const resolve = POLICY_LIMITS.complaintResolveBusinessDays;
  return (
    <div id={id} className="card mt-2">
      <h3 className="text-lg font-bold">{words.title}</h3>
      <p className="mt-1 font-semibold text-ink-900">{words.name}</p>
      <p className="mt-1">{words.role}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold text-ink-700">{words.email}</dt>
        <dd className="m-0 break-words">
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        </dd>
        <dt className="font-semibold text-ink-700">{words.address}</dt>
        <dd className="m-0">{config.office.address}</dd>
      </dl>
      <p className="mt-3">
        {words.acknowledge(formatNumber(POLICY_LIMITS.complaintAcknowledgeHours, locale))}{' '}
        {words.resolve(formatNumberRange(resolve.from, resolve.to, locale))}
      </p>
    </div>
  );
}
