import { LOCALE_INFO, localizedPath } from '../../../shared/i18n/locales';
import { BookingCta } from '../../components/BookingCta';
import { PageHero } from '../../components/PageHero';
import { StepList } from '../../components/StepList';
import { HOME_FIGURES, LOWEST_CONSULTATION_FEE } from '../../content/home';
import { usePage } from '../../render/page-context';
import { pagesIn } from '../registry';

export function HomePage() {
  const { t, locale } = usePage();
  const numbers = new Intl.NumberFormat(LOCALE_INFO[locale].tag);
  const percent = new Intl.NumberFormat(LOCALE_INFO[locale].tag, { style: 'percent' });
  const rupees = new Intl.NumberFormat(LOCALE_INFO[locale].tag, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const services = pagesIn(locale).filter((page) => page.nav === 'services');
  const figures = [
    { value: `${numbers.format(HOME_FIGURES.consultations)}+`, label: t.home.figures.consultations },
    { value: percent.format(HOME_FIGURES.satisfaction), label: t.home.figures.satisfaction },
    { value: t.hours.emergency, label: t.home.figures.emergencyLine },
  ];
  return (
    <>
      <PageHero title={t.home.heroTitle} lead={t.home.heroLead(rupees.format(LOWEST_CONSULTATION_FEE))}>
        <BookingCta />
        <a href={localizedPath('/doctors', locale)} className="btn-outline">
          {t.home.meetDoctors}
        </a>
      </PageHero>

      <section aria-labelledby="services-title" className="container py-12">
        <h2 id="services-title" className="section-title">
          {t.home.servicesTitle}
        </h2>
        <ul className="mt-6 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((page) => (
            <li key={page.path} className="card">
              <h3 className="text-lg font-bold">
                <a href={page.path} className="text-brand-800">
                  {page.title}
                </a>
              </h3>
              <p className="mt-2 text-ink-600">{page.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="bg-white py-12">
        <div className="container">
          <h2 id="how-title" className="section-title">
            {t.home.howItWorksTitle}
          </h2>
          <StepList steps={t.home.steps} columns="md:grid-cols-3" />
          <p className="mt-6">
            <a href={localizedPath('/how-it-works', locale)}>{t.home.moreAboutHow}</a>
          </p>
        </div>
      </section>

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
