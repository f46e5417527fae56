// The home page: the whole offer for a first-time visitor: the four departments with price and length, how it works
// (#how-it-works, linked from the footer), doctors, prices, why trust us, questions and the emergency numbers.
// Its hero, services title, steps and figures are t.home words, which exist in Hindi too.
import { telHref } from '../../../shared/booking/topic';
import { formatNumber, formatPercent } from '../../../shared/i18n/format';
import { formatRupees } from '../../../shared/money';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { supportLine } from '../../booking/topics';
import { BookingCta } from '../../booking/BookingCta';
import { DoctorCard } from '../parts/DoctorCard';
import { PageHero } from '../../ui/PageHero';
import { CLAIMS } from '../../content/claims';
import { REFUND_SUMMARY_WORDS } from '../../content/contact/copy';
import { refundSummaryLines } from '../../content/contact/refund-summary';
import { DEPARTMENT_FACTS } from '../../content/departments/facts';
import { NATIONAL_AMBULANCE_NUMBER, PUBLIC_EMERGENCY_NUMBERS } from '../../content/emergency';
import { sitePage } from '../../content/pages';
import {
  CONSULTATION_PLAN_WORDS,
  PLAN_FIGURE_WORDS,
  SUBSCRIPTION_PLAN_WORDS,
  type PlanFigureWords,
  type PlanWords,
} from '../../content/plans/copy.en';
import {
  CONSULTATION_PLANS,
  type ConsultationPlanId,
  LOWEST_CONSULTATION_PRICE,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlanId,
} from '../../content/plans/facts';
import {
  CONSULTATION_PLAN_WORDS_HI,
  PLAN_FIGURE_WORDS_HI,
  SUBSCRIPTION_PLAN_WORDS_HI,
} from '../../content/plans/copy.hi';
import { usePage } from '../../render/page-context';
import { faqPageSchema, physicianSchema } from '../../seo/schema';
import { CardGrid } from '../../ui/CardGrid';
import { Faq } from '../../ui/Faq';
import { JsonLd } from '../../ui/JsonLd';
import { PriceTable, type PriceRow } from '../../ui/PriceTable';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import { pagesIn } from '../../site-map/registry';
import { DEPARTMENT_WORDS, departmentBooking, priceText } from '../departments/parts';
import { usePublishedDoctors } from '../parts/published-doctors';
import { HOME_COPY_EN, type HomeCopy } from './copy.en';
import { HOME_COPY_HI } from './copy.hi';

/** The home page's own words, the plans' words and the refund rules, in each language. */
const HOME_COPY = { en: HOME_COPY_EN, hi: HOME_COPY_HI } satisfies Record<Locale, HomeCopy>;
const PLAN_WORDS = {
  en: { consultation: CONSULTATION_PLAN_WORDS, subscription: SUBSCRIPTION_PLAN_WORDS, figures: PLAN_FIGURE_WORDS },
  hi: {
    consultation: CONSULTATION_PLAN_WORDS_HI,
    subscription: SUBSCRIPTION_PLAN_WORDS_HI,
    figures: PLAN_FIGURE_WORDS_HI,
  },
} satisfies Record<
  Locale,
  {
    consultation: Record<ConsultationPlanId, PlanWords>;
    subscription: Record<SubscriptionPlanId, PlanWords>;
    figures: PlanFigureWords;
  }
>;

/** The services beyond the four departments that the home page lists by their page's title and description. */
const OTHER_SERVICES = ['health-checkups', 'telemedicine', 'emergency-care'] as const;

export function HomePage() {
  const { t, locale, config } = usePage();
  const doctors = usePublishedDoctors();
  const copy = HOME_COPY[locale];
  const plans = PLAN_WORDS[locale];
  const line = supportLine(config);
  const pages = pagesIn(locale);
  const otherServices = OTHER_SERVICES.map((id) => pages.find((page) => page.id === id)).filter(
    (page) => page !== undefined,
  );
  const figures = [
    { value: `${formatNumber(CLAIMS.consultations, locale)}+`, label: t.home.figures.consultations },
    { value: `${formatNumber(CLAIMS.doctors, locale)}+`, label: copy.figures.doctors },
    { value: formatPercent(CLAIMS.satisfaction, locale), label: t.home.figures.satisfaction },
    { value: `${formatNumber(CLAIMS.yearsOfExperience, locale)}+`, label: copy.figures.years },
    { value: t.hours.emergency, label: t.home.figures.emergencyLine },
  ];
  const refundLines = refundSummaryLines(REFUND_SUMMARY_WORDS[locale], locale);
  const faq = copy.faq({
    national: PUBLIC_EMERGENCY_NUMBERS.national,
    ambulance: NATIONAL_AMBULANCE_NUMBER,
    refundLines: refundLines.consultation,
  });
  const priceRows: PriceRow[] = [
    ...CONSULTATION_PLANS.map((plan) => ({
      id: plan.id,
      name: plans.consultation[plan.id].name,
      price: plan.price,
      originalPrice: plan.originalPrice,
      detail: plans.figures.minutes(formatNumber(plan.minutes, locale)),
      highlight: plan.popular ? copy.mostPopular : undefined,
    })),
    ...SUBSCRIPTION_PLANS.map((plan) => ({
      id: plan.id,
      name: plans.subscription[plan.id].name,
      price: plan.price,
      originalPrice: plan.originalPrice,
      detail: [
        copy.perMonth(formatRupees(plan.price, locale)),
        'consultationsPerMonth' in plan
          ? plans.figures.consultationsPerMonth(formatNumber(plan.consultationsPerMonth, locale))
          : plans.figures.members(formatNumber(plan.members, locale)),
      ].join('. '),
      highlight: plan.recommended ? copy.recommended : undefined,
    })),
  ];
  const emergencyNumbers = [
    {
      label: copy.emergencyNumbers.national,
      display: PUBLIC_EMERGENCY_NUMBERS.national,
      href: `tel:${PUBLIC_EMERGENCY_NUMBERS.national}`,
    },
    {
      label: copy.emergencyNumbers.ambulance,
      display: NATIONAL_AMBULANCE_NUMBER,
      href: `tel:${NATIONAL_AMBULANCE_NUMBER}`,
    },
    { label: copy.emergencyNumbers.ourLine(t.hours.emergency), display: line.display, href: telHref(line) },
  ];

  return (
    <>
      {doctors.map((doctor) => (
        <JsonLd key={doctor.id} data={physicianSchema(doctor, config, locale)} />
      ))}
      <JsonLd data={faqPageSchema(faq)} />

      <PageHero title={t.home.heroTitle} lead={t.home.heroLead(formatRupees(LOWEST_CONSULTATION_PRICE, locale))}>
        <BookingCta />
        <a href={localizedPath('/doctors', locale)} className="btn-outline">
          {t.home.meetDoctors}
        </a>
        <a href={`tel:${PUBLIC_EMERGENCY_NUMBERS.national}`} className="btn-danger">
          {copy.emergencyCall(PUBLIC_EMERGENCY_NUMBERS.national)}
        </a>
      </PageHero>

      <Section id="services" title={t.home.servicesTitle} lead={copy.servicesLead}>
        <CardGrid
          items={DEPARTMENT_FACTS}
          columns={4}
          itemKey={(department) => department.id}
          renderItem={(department) => {
            const words = DEPARTMENT_WORDS[locale][department.id];
            return (
              <div className="flex h-full flex-col" data-department-card={department.id}>
                <h3 className="text-lg font-bold">
                  <a href={localizedPath(sitePage(department.id).path, locale)} className="text-brand-800">
                    {words.name}
                  </a>
                </h3>
                <p className="mt-2 text-ink-600">{words.description}</p>
                <p className="mt-3 font-bold text-ink-900">{priceText(department.id, locale)}</p>
                <div className="mt-auto pt-4">
                  <BookingCta
                    label={copy.book(words.name)}
                    booking={departmentBooking(department.id, locale)}
                    variant="outline"
                  />
                </div>
              </div>
            );
          }}
        />
        <h3 className="mt-10 text-xl font-bold">{copy.otherServicesTitle}</h3>
        <ul className="mt-4 grid list-none gap-4 p-0 sm:grid-cols-3">
          {otherServices.map((page) => (
            <li key={page.id} className="card">
              <a href={page.path} className="text-lg font-bold text-brand-800">
                {page.title}
              </a>
              <p className="mt-2 text-ink-600">{page.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" anchor title={t.home.howItWorksTitle} tone="white">
        <StepList steps={t.home.steps} stepLabel={t.common.step} columns="md:grid-cols-3" />
        <p className="mt-6">
          <a href={localizedPath('/how-it-works', locale)}>{t.home.moreAboutHow}</a>
        </p>
      </Section>

      <section aria-label={t.home.figuresLabel} className="container py-12">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
          {figures.map((figure) => (
            <div key={figure.label} className="card text-center">
              <dt className="text-ink-600">{figure.label}</dt>
              <dd className="m-0 text-3xl font-extrabold text-brand-800">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="our-doctors" title={copy.doctorsTitle} lead={copy.doctorsLead} tone="white">
        <CardGrid
          items={doctors}
          framed={false}
          itemKey={(doctor) => doctor.id}
          renderItem={(doctor) => <DoctorCard doctor={doctor} />}
        />
        <p className="mt-6">
          <a href={localizedPath('/doctors', locale)}>{copy.allDoctors}</a>
        </p>
      </Section>

      <Section id="prices" title={copy.plansTitle} lead={copy.plansLead}>
        <PriceTable rows={priceRows} words={copy.priceTable} locale={locale} />
        <p className="mt-6">
          <a href={localizedPath('/pricing', locale)}>{copy.allPrices}</a>
        </p>
      </Section>

      <Section id="trust" title={copy.trustTitle} tone="white">
        <ul className="mt-6 grid list-none gap-4 p-0 sm:grid-cols-2">
          <li className="card">
            <h3 className="text-lg font-bold">{copy.trust.registered.title}</h3>
            <p className="mt-2 text-ink-600">{copy.trust.registered.description}</p>
            <p className="mt-2">
              <a href={localizedPath('/doctors', locale)}>{copy.trust.registered.link}</a>
            </p>
          </li>
          <li className="card">
            <h3 className="text-lg font-bold">{copy.trust.privacy.title}</h3>
            <p className="mt-2 text-ink-600">{copy.trust.privacy.description}</p>
            <p className="mt-2">
              <a href={localizedPath('/privacy', locale)}>{copy.trust.privacy.link}</a>
            </p>
          </li>
          <li className="card">
            <h3 className="text-lg font-bold">{copy.trust.refunds.title}</h3>
            <ul className="mt-2 grid gap-1 pl-5 text-ink-600">
              {refundLines.consultation.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <p className="mt-2">
              <a href={localizedPath('/refunds', locale)}>{copy.trust.refunds.link}</a>
            </p>
          </li>
          <li className="card">
            <h3 className="text-lg font-bold">{copy.trust.rules.title}</h3>
            <p className="mt-2 text-ink-600">{copy.trust.rules.description}</p>
          </li>
        </ul>
      </Section>

      <Section id="questions" title={copy.faqTitle}>
        <Faq
          items={faq.map((item) => ({
            question: item.question,
            answer: (
              <>
                <p className="m-0">{item.answer}</p>
                {item.link && (
                  <p className="mt-2">
                    <a href={localizedPath(item.link.href, locale)}>{item.link.label}</a>
                  </p>
                )}
              </>
            ),
          }))}
        />
      </Section>

      <section aria-labelledby="emergency-title" className="bg-red-50 py-12">
        <div className="container">
          <h2 id="emergency-title" className="section-title">
            {copy.emergencyTitle}
          </h2>
          <p className="mt-2 text-ink-700">{copy.emergencyLead}</p>
          <ul className="mt-6 grid list-none gap-3 p-0 sm:grid-cols-3">
            {emergencyNumbers.map((number) => (
              <li key={number.href}>
                <a
                  href={number.href}
                  className="flex min-h-14 flex-col justify-center rounded-xl bg-red-700 px-4 py-3 text-white no-underline hover:bg-red-800"
                >
                  <span className="text-2xl font-extrabold">{number.display}</span>
                  <span>{number.label}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <a href={localizedPath('/emergency-care', locale)} className="font-semibold text-red-800">
              {copy.emergencyMore}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
