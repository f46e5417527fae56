// About (docs/product/public-site.md): mission, vision, compliance (Telemedicine Practice Guidelines 2020, the Digital
// Personal Data Protection Act 2023, registered doctors), values and security. Truthful: no certification or award.
import { formatNumber } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { pageBooking } from '../../booking/topics';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import { POLICY_LIMITS } from '../../content/policies/facts';
import { usePage } from '../../render/page-context';
import { Section } from '../../ui/Section';
import { ABOUT_EN, type AboutCopy } from './copy.en';
import { ABOUT_HI } from './copy.hi';
import { TextCards } from '../../ui/TextCards';

/** The page's own words in each language. */
const COPY = { en: ABOUT_EN, hi: ABOUT_HI } satisfies Record<Locale, AboutCopy>;

export function AboutPage() {
  const { page, locale, config } = usePage();
  const copy = COPY[locale];
  const { compliance, security } = copy;
  const securityPoints = [
    security.encrypted,
    security.passwords,
    security.staff,
    security.cards,
    security.records(formatNumber(POLICY_LIMITS.medicalRecordYears, locale)),
    security.breach(formatNumber(POLICY_LIMITS.breachReportHours, locale)),
  ];

  return (
    <>
      <PageHero title={page.title} lead={copy.lead(config.siteName)}>
        <BookingCta booking={pageBooking(page.path, page.title)} />
        <a href={localizedPath('/contact', locale)} className="btn-outline">
          {copy.contactLink}
        </a>
      </PageHero>

      <Section id="purpose" anchor title={copy.purpose.title}>
        <TextCards items={[copy.purpose.mission, copy.purpose.vision]} columns={2} />
      </Section>

      <Section id="compliance" anchor title={compliance.title} lead={compliance.lead} tone="white">
        <TextCards items={[compliance.telemedicine, compliance.dataProtection, compliance.doctors]} columns={3} />
        <p className="mt-4">
          <a href={localizedPath('/privacy', locale)} className="font-semibold text-brand-800">
            {compliance.privacyLink}
          </a>
        </p>
      </Section>

      <Section id="values" anchor title={copy.values.title}>
        <TextCards items={copy.values.items} columns={4} />
      </Section>

      <Section id="security" anchor title={security.title} lead={security.lead} tone="white">
        <ul className="mt-6 grid gap-3 pl-5 text-ink-700 md:grid-cols-2">
          {securityPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
