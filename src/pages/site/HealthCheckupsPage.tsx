import { formatNumber, formatRupees } from '../../../shared/i18n/format';
import { telHref } from '../../../shared/booking/topic';
import { packageBooking, pageBooking, supportLine } from '../../booking';
import { BookingCta } from '../../components/BookingCta';
import { PageHero } from '../../components/PageHero';
import { EN_UI } from '../../../shared/i18n/en/ui';
import { CardGrid } from '../../ui/CardGrid';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import {
  ageRangeText,
  CHECKUP_BENEFITS,
  CHECKUP_STEPS,
  HEALTH_PACKAGES,
  NATIONAL_AMBULANCE_NUMBER,
  packageDurationText,
  SCREENING_CATEGORIES,
  type HealthPackage,
} from '../../content/health-checkups';
import { usePage } from '../../render/page-context';
import { PackageSelectButtonIsland } from '../../render/islands';
import { TextCards } from '../../ui/TextCards';

export const PACKAGES_ANCHOR = 'packages';

function PackageCard({ item }: { item: HealthPackage }) {
  const { locale } = usePage();
  const headingId = `package-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`card relative flex flex-col ${item.popular ? 'border-2 border-brand-700' : ''}`}
    >
      {item.popular && (
        <p className="absolute -top-3 left-5 m-0 rounded-full bg-brand-700 px-3 py-0.5 text-sm font-bold text-white">
          Most Popular
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold text-ink-900">
        {item.name}
      </h3>
      <p className="mt-2 text-3xl font-extrabold text-ink-900">{formatRupees(item.price, locale)}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-ink-600">Duration</dt>
        <dd className="m-0">{packageDurationText(item.duration, locale)}</dd>
        <dt className="font-semibold text-ink-600">Tests</dt>
        <dd className="m-0">{formatNumber(item.testsCount, locale)} tests</dd>
        <dt className="font-semibold text-ink-600">Ideal for ages</dt>
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
          packageName={item.name}
          fallbackHref={packageBooking(item).fallbackHref}
          className="btn-primary w-full"
          selectedClassName="btn w-full bg-brand-900 text-white"
        />
      </div>
    </article>
  );
}

export function HealthCheckupsPage() {
  const { config, page } = usePage();
  const line = supportLine(config);
  return (
    <>
      <PageHero
        title="Preventive Health Check-ups"
        lead="Catch health problems early with check-up packages for every age, home sample collection and a doctor who explains your results."
      >
        <BookingCta label="Schedule Check-up" booking={pageBooking(page.path, page.title)} />
        <a href={`#${PACKAGES_ANCHOR}`} className="btn-outline">
          View Packages
        </a>
      </PageHero>

      <Section id="benefits" title="Why get a regular check-up">
        <TextCards items={CHECKUP_BENEFITS} columns={4} />
      </Section>

      <Section id={PACKAGES_ANCHOR} anchor title="Check-up packages" tone="white">
        <CardGrid
          items={HEALTH_PACKAGES}
          framed={false}
          itemKey={(item) => item.id}
          renderItem={(item) => <PackageCard item={item} />}
        />
      </Section>

      <Section id="screening" title="Recommended screenings">
        <CardGrid
          items={SCREENING_CATEGORIES}
          columns={4}
          itemKey={(category) => category.title}
          renderItem={(category) => (
            <>
              <h3 className="text-lg font-bold">{category.title}</h3>
              <p className="mt-2 text-ink-600">{category.tests.join(', ')}</p>
              <p className="mt-2 text-sm font-semibold text-brand-800">Recommended: {category.frequency}</p>
            </>
          )}
        />
      </Section>

      <Section id="process" title="How it works" tone="white">
        {/* This page's text is English in every language for now (see HINDI_VERSIONS), so its step labels are too. */}
        <StepList steps={CHECKUP_STEPS} stepLabel={EN_UI.common.step} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <section aria-labelledby="call-title" className="container py-12">
        <div className="card flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="call-title" className="text-xl font-bold">
              Questions about a package?
            </h2>
            <p className="mt-1 text-ink-700">
              Call our team to choose the right check-up. In a medical emergency, call the national ambulance number{' '}
              <a href={`tel:${NATIONAL_AMBULANCE_NUMBER}`} className="font-bold">
                {NATIONAL_AMBULANCE_NUMBER}
              </a>
              .
            </p>
          </div>
          <a href={telHref(line)} className="btn-primary">
            Call Now: {line.display}
          </a>
        </div>
      </section>
    </>
  );
}
