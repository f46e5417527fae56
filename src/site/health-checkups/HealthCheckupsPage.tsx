// Health Check-ups (docs/product/public-site.md): why, the three packages with their figures and Select
// Package, the screenings, the steps and a call. Every word comes from copy.<locale>.ts and
// content/health-checkups/<locale>.ts; figures from content/health-checkups/facts.ts, formatted for the language.
import { telHref } from '../../../shared/booking/topic';
import { formatNumber, formatNumberRange } from '../../../shared/i18n/format';
import { formatRupees } from '../../../shared/money';
import type { Locale } from '../../../shared/i18n/locales';
import { packageBooking, pageBooking, supportLine } from '../../booking/topics';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import {
  NATIONAL_AMBULANCE_NUMBER,
  SCREENING_FIGURES,
  SCREENING_IDS,
  type ScreeningId,
} from '../../content/health-checkups/facts';
import {
  ageRangeText,
  HEALTH_CHECKUP_WORDS,
  type HealthPackage,
  healthPackageIn,
  healthPackagesIn,
  packageDurationText,
  testsCountText,
} from '../../content/health-checkups/copy';
import { usePage } from '../../render/page-context';
import { PackageSelectButtonIsland } from '../../render/islands';
import { UI_WORDS } from '../../render/ui-copy';
import { CardGrid } from '../../ui/CardGrid';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import { TextCards } from '../../ui/TextCards';
import { HEALTH_CHECKUPS_PAGE_EN, type HealthCheckupsPageCopy } from './copy.en';
import { HEALTH_CHECKUPS_PAGE_HI } from './copy.hi';

/** The page's own words in each language. */
const COPY = { en: HEALTH_CHECKUPS_PAGE_EN, hi: HEALTH_CHECKUPS_PAGE_HI } satisfies Record<
  Locale,
  HealthCheckupsPageCopy
>;

export const PACKAGES_ANCHOR = 'packages';

/** How often a screening is advised, in words, from its figures formatted for the language. */
function screeningFrequency(id: ScreeningId, locale: Locale): string {
  const words = HEALTH_CHECKUP_WORDS[locale].screenings;
  const number = (value: number) => formatNumber(value, locale);
  const range = ({ from, to }: { from: number; to: number }) => formatNumberRange(from, to, locale);
  switch (id) {
    case 'heart':
      return words.heart.frequency(number(SCREENING_FIGURES.heart.fromAge));
    case 'diabetes':
      return words.diabetes.frequency(range(SCREENING_FIGURES.diabetes.everyMonths));
    case 'cancer':
      return words.cancer.frequency(range(SCREENING_FIGURES.cancer.everyYears));
    case 'bone':
      return words.bone.frequency(number(SCREENING_FIGURES.bone.everyYears), number(SCREENING_FIGURES.bone.fromAge));
  }
}

function PackageCard({ item }: { item: HealthPackage }) {
  const { locale } = usePage();
  // Select Package and its toast speak the page's language, even while the page's text is English.
  const inPageLanguage = healthPackageIn(item, locale);
  const words = HEALTH_CHECKUP_WORDS[locale].card;
  const headingId = `package-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`card relative flex flex-col ${item.popular ? 'border-2 border-brand-700' : ''}`}
    >
      {item.popular && (
        <p className="absolute -top-3 left-5 m-0 rounded-full bg-brand-700 px-3 py-0.5 text-sm font-bold text-white">
          {words.mostPopular}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold text-ink-900">
        {item.name}
      </h3>
      <p className="mt-2 text-3xl font-extrabold text-ink-900">{formatRupees(item.price, locale)}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-ink-600">{words.duration}</dt>
        <dd className="m-0">{packageDurationText(item.duration, locale)}</dd>
        <dt className="font-semibold text-ink-600">{words.tests}</dt>
        <dd className="m-0">{testsCountText(item.testsCount, locale)}</dd>
        <dt className="font-semibold text-ink-600">{words.idealAge}</dt>
        <dd className="m-0">{ageRangeText(item.idealAge, locale)}</dd>
      </dl>
      <ul className="mt-4 grid gap-1 pl-5 text-ink-700">
        {item.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2 pt-5">
        <PackageSelectButtonIsland
          packageId={item.id}
          packageName={inPageLanguage.name}
          fallbackHref={packageBooking(inPageLanguage, locale).fallbackHref}
          className="btn-primary w-full"
          selectedClassName="btn w-full bg-brand-900 text-white"
        />
      </div>
    </article>
  );
}

export function HealthCheckupsPage() {
  const { config, page } = usePage();
  const locale = page.locale;
  const copy = COPY[locale];
  const words = HEALTH_CHECKUP_WORDS[locale];
  const line = supportLine(config);
  const screenings = SCREENING_IDS.map((id) => ({
    id,
    title: words.screenings[id].title,
    tests: words.screenings[id].tests,
    frequency: screeningFrequency(id, locale),
  }));
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead}>
        <BookingCta label={copy.schedule} booking={pageBooking(page.path, page.title)} />
        <a href={`#${PACKAGES_ANCHOR}`} className="btn-outline">
          {copy.viewPackages}
        </a>
      </PageHero>

      <Section id="benefits" title={copy.benefitsTitle}>
        <TextCards items={words.benefits} columns={4} />
      </Section>

      <Section id={PACKAGES_ANCHOR} anchor title={copy.packagesTitle} tone="white">
        <CardGrid
          items={healthPackagesIn(locale)}
          framed={false}
          itemKey={(item) => item.id}
          renderItem={(item) => <PackageCard item={item} />}
        />
      </Section>

      <Section id="screening" title={copy.screeningTitle}>
        <CardGrid
          items={screenings}
          columns={4}
          itemKey={(screening) => screening.id}
          renderItem={(screening) => (
            <>
              <h3 className="text-lg font-bold">{screening.title}</h3>
              <p className="mt-2 text-ink-600">{HEALTH_CHECKUP_WORDS[locale].list(screening.tests)}</p>
              <p className="mt-2 text-sm font-semibold text-brand-800">{copy.recommended(screening.frequency)}</p>
            </>
          )}
        />
      </Section>

      <Section id="process" title={copy.processTitle} tone="white">
        <StepList
          steps={words.steps}
          stepLabel={UI_WORDS[locale].common.step}
          columns="sm:grid-cols-2 lg:grid-cols-4"
        />
      </Section>

      <section aria-labelledby="call-title" className="container py-12">
        <div className="card flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="call-title" className="text-xl font-bold">
              {copy.call.title}
            </h2>
            <p className="mt-1 text-ink-700">
              {copy.call.text} {copy.call.emergencyBefore}
              <a href={`tel:${NATIONAL_AMBULANCE_NUMBER}`} className="font-bold">
                {NATIONAL_AMBULANCE_NUMBER}
              </a>
              {copy.call.emergencyAfter}
            </p>
          </div>
          <a href={telHref(line)} className="btn-primary">
            {copy.call.callNow(line.display)}
          </a>
        </div>
      </section>
    </>
  );
}
