// Pieces every department page shares: the price line, the department's figures, its doctors, the medical notice,
// the emergency note and the page's MedicalWebPage JSON-LD. Figures come from content modules, formatted here.
import { discountPercent, formatDecimal, formatNumber, formatPercent } from '../../../shared/i18n/format';
import { formatRupees } from '../../../shared/money';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { serviceBooking, type Booking } from '../../booking/topics';
import { DoctorCard } from '../parts/DoctorCard';
import {
  DEPARTMENT_FIGURE_WORDS_EN,
  DEPARTMENT_WORDS_EN,
  type DepartmentFigureWords,
  type DepartmentWords,
} from '../../content/departments/copy.en';
import { departmentFacts, departmentPrice, type DepartmentId } from '../../content/departments/facts';
import { DEPARTMENT_FIGURE_WORDS_HI, DEPARTMENT_WORDS_HI } from '../../content/departments/copy.hi';
import type { DepartmentId as DoctorDepartment } from '../../content/doctors/facts';
import { sitePage } from '../../content/pages';
import { NATIONAL_AMBULANCE_NUMBER, PUBLIC_EMERGENCY_NUMBERS } from '../../content/emergency';
import { usePage } from '../../render/page-context';
import { usePublishedDoctors } from '../parts/published-doctors';
import { medicalWebPageSchema, type ServiceInput } from '../../seo/schema';
import { CardGrid } from '../../ui/CardGrid';
import { Discount } from '../../ui/Discount';
import { JsonLd } from '../../ui/JsonLd';
import { Section } from '../../ui/Section';
import { SERVICE_PARTS_EN, type ServicePartsWords } from './copy.en';
import { SERVICE_PARTS_HI } from './copy.hi';

/** The words of the service parts and of the departments, in each language. */
const SERVICE_PARTS = { en: SERVICE_PARTS_EN, hi: SERVICE_PARTS_HI } satisfies Record<Locale, ServicePartsWords>;
export const DEPARTMENT_WORDS = { en: DEPARTMENT_WORDS_EN, hi: DEPARTMENT_WORDS_HI } satisfies Record<
  Locale,
  Record<DepartmentId, DepartmentWords>
>;
const DEPARTMENT_FIGURE_WORDS = { en: DEPARTMENT_FIGURE_WORDS_EN, hi: DEPARTMENT_FIGURE_WORDS_HI } satisfies Record<
  Locale,
  DepartmentFigureWords
>;

/** The department's price in one line: "₹599 for a 30-minute visit" or "₹4,999 a month". */
export function priceText(id: DepartmentId, locale: Locale): string {
  const facts = departmentFacts(id);
  const { price, perMonth } = departmentPrice(facts);
  const amount = formatRupees(price, locale);
  const words = SERVICE_PARTS[locale];
  return perMonth
    ? words.priceMonthly(amount)
    : words.priceFor(amount, formatNumber(facts.consultationMinutes, locale));
}

/** A booking about a department's service: its name, with its price and length as the detail. */
export function departmentBooking(id: DepartmentId, locale: Locale, detail?: string): Booking {
  const path = localizedPath(sitePage(id).path, locale);
  return serviceBooking(path, DEPARTMENT_WORDS[locale][id].name, detail ?? priceText(id, locale));
}

/** "₹599 for a 30-minute visit · Was ₹1,199 · 50% off", from the department's plan and consultation time. */
export function PriceLine({ id }: { id: DepartmentId }) {
  const locale = usePage().page.locale;
  const words = SERVICE_PARTS[locale];
  const { price, originalPrice } = departmentPrice(departmentFacts(id));
  // Inline, not flex: the spaces between the parts stay in the text that is copied or read aloud.
  return (
    <p className="m-0" data-price={price}>
      <span className="mr-1 text-2xl font-extrabold text-ink-900">{priceText(id, locale)}</span>{' '}
      <Discount
        was={words.was(formatRupees(originalPrice, locale))}
        off={words.off(formatPercent(discountPercent(price, originalPrice) / 100, locale))}
        offClassName="font-semibold text-green-800"
      />
    </p>
  );
}

/** The department's figures as a description list: time, rating, doctors, patients, rated helpful. */
export function DepartmentFigures({ id, className = '' }: { id: DepartmentId; className?: string }) {
  const locale = usePage().page.locale;
  const words = DEPARTMENT_FIGURE_WORDS[locale];
  const facts = departmentFacts(id);
  const figures = [
    { label: words.consultationTime, value: words.minutes(formatNumber(facts.consultationMinutes, locale)) },
    { label: words.rating, value: words.outOfFive(formatDecimal(facts.rating, locale)) },
    { label: words.doctors, value: `${formatNumber(facts.doctorsCount, locale)}+` },
    { label: words.patientsServed, value: `${formatNumber(facts.patientsServed, locale)}+` },
    { label: words.successRate, value: formatPercent(facts.successRate, locale) },
  ];
  return (
    <dl className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 ${className}`}>
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg bg-brand-50 px-3 py-2">
          <dt className="text-sm text-ink-700">{figure.label}</dt>
          <dd className="m-0 text-xl font-extrabold text-brand-800">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The published doctors of one department, with their registration, and a link to all doctors. */
export function DepartmentDoctors({ department }: { department: DoctorDepartment }) {
  const { locale, page } = usePage();
  const words = SERVICE_PARTS[page.locale];
  const doctors = usePublishedDoctors().filter((doctor) => doctor.department === department);
  return (
    <Section id="doctors" title={words.doctorsTitle}>
      <CardGrid
        items={doctors}
        framed={false}
        itemKey={(doctor) => doctor.id}
        renderItem={(doctor) => <DoctorCard doctor={doctor} />}
      />
      <p className="mt-6">
        <a href={`${localizedPath('/doctors', locale)}?department=${department}`}>{words.allDoctors}</a>
      </p>
    </Section>
  );
}

/** The notice every clinical page carries: general information, not advice; a link to the disclaimer. */
export function MedicalNotice() {
  const { locale, page } = usePage();
  const words = SERVICE_PARTS[page.locale].notice;
  return (
    <aside aria-labelledby="medical-notice-title" className="container py-8">
      <div className="alert-info">
        <h2 id="medical-notice-title" className="m-0 text-lg font-bold">
          {words.title}
        </h2>
        <p className="mt-1">{words.text}</p>
        <p className="mt-1">
          <a href={localizedPath('/disclaimer', locale)} className="font-semibold text-brand-900">
            {words.disclaimer}
          </a>
        </p>
      </div>
    </aside>
  );
}

/** One line for a frightened reader: the ambulance and national numbers as tel: links, and the emergency page. */
export function EmergencyNote() {
  const { locale, page } = usePage();
  const words = SERVICE_PARTS[page.locale].emergencyNote;
  const parts = words.text(
    <a key="ambulance" href={`tel:${NATIONAL_AMBULANCE_NUMBER}`} className="font-bold">
      {NATIONAL_AMBULANCE_NUMBER}
    </a>,
    <a key="national" href={`tel:${PUBLIC_EMERGENCY_NUMBERS.national}`} className="font-bold">
      {PUBLIC_EMERGENCY_NUMBERS.national}
    </a>,
  );
  return (
    <p className="container mt-2 text-ink-700">
      {parts} <a href={localizedPath('/emergency-care', locale)}>{words.link}</a>
    </p>
  );
}

/** A department as the schema.org Service its page is about, with its Offer in INR, named in the given language. */
export function departmentService(id: DepartmentId, locale: Locale = 'en'): ServiceInput {
  const { price, perMonth } = departmentPrice(departmentFacts(id));
  const words = DEPARTMENT_WORDS[locale][id];
  return { name: words.name, description: words.description, offer: { price, perMonth } };
}

/** The page's MedicalWebPage JSON-LD, about the given services. */
export function PageSchema({ services }: { services: readonly ServiceInput[] }) {
  const { page, config } = usePage();
  return (
    <JsonLd
      data={medicalWebPageSchema(
        { title: page.title, description: page.description, path: page.path, services },
        config,
        page.locale,
      )}
    />
  );
}
