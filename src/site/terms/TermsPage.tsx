// /terms: the ten sections of the terms of service, the laws they follow, what users must not do, and contacts.
import { formatNumber, formatNumberRange } from '../../../shared/i18n/format';
import { formatRupees } from '../../../shared/money';
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales';
import { PUBLIC_EMERGENCY_NUMBERS } from '../../content/emergency';
import { POLICY_LIMITS } from '../../content/policies/facts';
import { usePage } from '../../render/page-context';
import { Bullets, ContactCards, PolicyLayout, PolicySection, usePolicyWords } from '../policy/PolicyLayout';
import { TERMS_COPY_EN, type TermsCopy } from './copy.en';
import { TERMS_SECTION_IDS } from './sections';
import { TERMS_COPY_HI } from './copy.hi';

/** The page's own words in each language. */
const COPY = { en: TERMS_COPY_EN, hi: TERMS_COPY_HI } satisfies Record<Locale, TermsCopy>;

/** The uptime target as the terms state it: 99.9%, with one decimal. */
export function uptimeText(locale: Locale = 'en'): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].tag, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(POLICY_LIMITS.uptime);
}

export function TermsPage() {
  const { config, page } = usePage();
  const locale = page.locale;
  const copy = COPY[locale];
  const shared = usePolicyWords();
  const resolve = POLICY_LIMITS.complaintResolveBusinessDays;
  const sections = copy.sections({
    age: formatNumber(POLICY_LIMITS.minimumAge, locale),
    uptime: uptimeText(locale),
    disputeDays: formatNumber(POLICY_LIMITS.billingDisputeDays, locale),
    ackHours: formatNumber(POLICY_LIMITS.complaintAcknowledgeHours, locale),
    resolveDays: formatNumberRange(resolve.from, resolve.to, locale),
    arbitrationAmount: formatRupees(POLICY_LIMITS.arbitrationAboveRupees, locale),
    city: copy.cities[POLICY_LIMITS.jurisdictionCity],
    emergency: PUBLIC_EMERGENCY_NUMBERS.national,
  });
  const legalMail = `mailto:${config.supportEmail}?subject=${encodeURIComponent(copy.legalSubject)}`;
  const toc = [
    ...TERMS_SECTION_IDS.map((id) => ({ id, title: copy.toc.sections[id] })),
    { id: 'regulation', title: copy.toc.regulation },
    { id: 'prohibited', title: copy.toc.prohibited },
    { id: 'contact', title: copy.toc.contact },
  ];
  return (
    <PolicyLayout
      policy="terms"
      lead={copy.lead}
      toc={toc}
      printLabel={shared.printTerms}
      actions={
        <a href={legalMail} className="btn-primary print:hidden">
          {copy.contactLegal}
        </a>
      }
    >
      {TERMS_SECTION_IDS.map((id) => (
        <PolicySection key={id} id={id} title={copy.toc.sections[id]}>
          {sections[id].map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PolicySection>
      ))}
      <PolicySection id="regulation" title={copy.toc.regulation}>
        <p>{copy.regulation.intro}</p>
        <ul className="grid list-none gap-4 p-0 sm:grid-cols-2">
          {copy.regulation.cards.map((card) => (
            <li key={card.title} className="card">
              <h3 className="text-lg font-bold text-ink-900">{card.title}</h3>
              <p className="mt-1">{card.body}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm">{shared.lawNote}</p>
      </PolicySection>
      <PolicySection id="prohibited" title={copy.toc.prohibited}>
        <p>{copy.prohibited.intro}</p>
        <Bullets items={copy.prohibited.items} />
      </PolicySection>
      <PolicySection id="contact" title={copy.toc.contact}>
        <p>{copy.contactIntro}</p>
        <ContactCards emailSubject={copy.legalSubject} />
      </PolicySection>
    </PolicyLayout>
  );
}
