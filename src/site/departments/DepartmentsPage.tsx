// /departments: the spec's separate Departments page (statistics, the four departments with their figures, why
// choose us, a button to /pricing), canonical to itself.
import { formatNumber, formatPercent } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import { CLAIMS } from '../../content/claims';
import { DEPARTMENT_FACTS, type DepartmentId } from '../../content/departments/facts';
import { sitePage } from '../../content/pages';
import { usePage } from '../../render/page-context';
import { Section } from '../../ui/Section';
import { DEPARTMENTS_COPY_EN, type DepartmentsCopy } from './copy.en';
import { DEPARTMENTS_COPY_HI } from './copy.hi';
import {
  DEPARTMENT_WORDS,
  DepartmentFigures,
  departmentBooking,
  departmentService,
  PageSchema,
  PriceLine,
} from './parts';
import { TextCards } from '../../ui/TextCards';

/** The page's own words in each language. */
const DEPARTMENTS_COPY = { en: DEPARTMENTS_COPY_EN, hi: DEPARTMENTS_COPY_HI } satisfies Record<Locale, DepartmentsCopy>;

function DepartmentSection({ id, index }: { id: DepartmentId; index: number }) {
  const { locale } = usePage();
  const copy = DEPARTMENTS_COPY[locale];
  const words = DEPARTMENT_WORDS[locale][id];
  const path = localizedPath(sitePage(id).path, locale);
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={index % 2 === 0 ? 'bg-white py-12' : 'py-12'}
      data-department={id}
    >
      <div className="container">
        <h2 id={titleId} className="section-title">
          {words.name}
        </h2>
        <p className="mt-2 max-w-3xl text-lg text-ink-700">{words.description}</p>
        <div className="mt-4">
          <PriceLine id={id} />
        </div>
        <DepartmentFigures id={id} className="mt-6" />
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-bold">{copy.whatYouGet}</h3>
            <ul className="mt-2 grid gap-1 pl-5 text-ink-700">
              {words.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-bold">{copy.weHelpWith}</h3>
            <ul className="mt-2 grid gap-1 pl-5 text-ink-700">
              {words.specialties.map((specialty) => (
                <li key={specialty}>{specialty}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <BookingCta label={copy.book(words.name)} booking={departmentBooking(id, locale)} />
          <a href={path} className="btn-outline">
            {copy.learnMore(words.name)}
          </a>
        </div>
      </div>
    </section>
  );
}

export function DepartmentsPage() {
  const { locale } = usePage();
  const copy = DEPARTMENTS_COPY[locale];
  const stats = [
    { label: copy.stats.consultations, value: `${formatNumber(CLAIMS.consultations, locale)}+` },
    { label: copy.stats.doctors, value: `${formatNumber(CLAIMS.doctors, locale)}+` },
    { label: copy.stats.satisfaction, value: formatPercent(CLAIMS.satisfaction, locale) },
    { label: copy.stats.years, value: `${formatNumber(CLAIMS.yearsOfExperience, locale)}+` },
  ];
  return (
    <>
      <PageSchema services={DEPARTMENT_FACTS.map((department) => departmentService(department.id, locale))} />
      <PageHero title={copy.title} lead={copy.lead}>
        <BookingCta />
        <a href={localizedPath('/pricing', locale)} className="btn-outline">
          {copy.plansButton}
        </a>
      </PageHero>

      <section aria-label={copy.statsLabel} className="container pb-4">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-stats="">
          {stats.map((stat) => (
            <div key={stat.label} className="card text-center">
              <dt className="text-ink-700">{stat.label}</dt>
              <dd className="m-0 text-3xl font-extrabold text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <nav aria-label={copy.jumpTitle} className="container py-6">
        <ul className="m-0 flex list-none flex-wrap gap-3 p-0">
          {DEPARTMENT_FACTS.map((department) => (
            <li key={department.id}>
              <a href={`#${department.id}`} className="btn-outline">
                {DEPARTMENT_WORDS[locale][department.id].name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {DEPARTMENT_FACTS.map((department, index) => (
        <DepartmentSection key={department.id} id={department.id} index={index} />
      ))}

      <Section id="why" title={copy.whyTitle}>
        <TextCards items={copy.why} columns={4} />
      </Section>

      <section aria-labelledby="plans-title" className="container pb-12">
        <div className="card flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="plans-title" className="text-xl font-bold">
              {copy.plansTitle}
            </h2>
            <p className="mt-1 text-ink-700">{copy.plansText}</p>
          </div>
          <a href={localizedPath('/pricing', locale)} className="btn-primary">
            {copy.plansButton}
          </a>
        </div>
      </section>
    </>
  );
}
