import { formatNumber, formatPercent, formatRupees } from '../../../shared/i18n/format';
import { localizedPath } from '../../../shared/i18n/locales';
import { BookingCta } from '../../components/BookingCta';
import { PageHero } from '../../components/PageHero';
import { CardGrid } from '../../ui/CardGrid';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import { CLAIMS } from '../../content/claims';
import { LOWEST_CONSULTATION_PRICE } from '../../content/plans/facts';
import { usePage } from '../../render/page-context';
import { pagesIn } from '../registry';

export function HomePage() {
  const { t, locale } = usePage();
  const services = pagesIn(locale).filter((page) => page.nav === 'services');
  const figures = [
    { value: `${formatNumber(CLAIMS.consultations, locale)}+`, label: t.home.figures.consultations },
    { value: formatPercent(CLAIMS.satisfaction, locale), label: t.home.figures.satisfaction },
    { value: t.hours.emergency, label: t.home.figures.emergencyLine },
  ];
  return (
    <>
      <PageHero title={t.home.heroTitle} lead={t.home.heroLead(formatRupees(LOWEST_CONSULTATION_PRICE, locale))}>
        <BookingCta />
        <a href={localizedPath('/doctors', locale)} className="btn-outline">
          {t.home.meetDoctors}
        </a>
      </PageHero>

      <Section id="services" title={t.home.servicesTitle}>
        <CardGrid
          items={services}
          itemKey={(page) => page.path}
          renderItem={(page) => (
            <>
              <h3 className="text-lg font-bold">
                <a href={page.path} className="text-brand-800">
                  {page.title}
                </a>
              </h3>
              <p className="mt-2 text-ink-600">{page.description}</p>
            </>
          )}
        />
      </Section>

      <Section id="how-it-works" anchor title={t.home.howItWorksTitle} tone="white">
        <StepList steps={t.home.steps} stepLabel={t.common.step} columns="md:grid-cols-3" />
        <p className="mt-6">
          <a href={localizedPath('/how-it-works', locale)}>{t.home.moreAboutHow}</a>
        </p>
      </Section>

      <section aria-label={t.home.figuresLabel} className="container py-12">
        <dl className="grid gap-4 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className="card text-center">
              <dt className="text-ink-600">{figure.label}</dt>
              <dd className="m-0 text-3xl font-extrabold text-brand-800">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
