// /diabetes-care: Book Consultation buttons that open the booking dialog with the diabetes topic; ₹599 for 30 minutes
// (was ₹1,199), from the plans; who it is for, what a visit includes, how it works, figures, doctors and questions.
import { formatNumber } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import { departmentFacts } from '../../content/departments/facts';
import { NATIONAL_AMBULANCE_NUMBER } from '../../content/emergency';
import { CONSULTATION_PLAN_WORDS, type PlanWords } from '../../content/plans/copy.en';
import type { ConsultationPlanId } from '../../content/plans/facts';
import { CONSULTATION_PLAN_WORDS_HI } from '../../content/plans/copy.hi';
import { usePage } from '../../render/page-context';
import { UI_WORDS } from '../../render/ui-copy';
import { faqPageSchema } from '../../seo/schema';
import { Faq } from '../../ui/Faq';
import { JsonLd } from '../../ui/JsonLd';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import { SERVICE_PARTS_EN, type ServicePartsWords } from '../departments/copy.en';
import { SERVICE_PARTS_HI } from '../departments/copy.hi';
import {
  DEPARTMENT_WORDS,
  DepartmentDoctors,
  DepartmentFigures,
  departmentBooking,
  departmentService,
  EmergencyNote,
  MedicalNotice,
  PageSchema,
  PriceLine,
} from '../departments/parts';
import { TextCards } from '../../ui/TextCards';
import { DIABETES_COPY_EN, type DiabetesCopy } from './copy.en';
import { DIABETES_COPY_HI } from './copy.hi';

const ID = 'diabetes-care';

/** The page's own words, the service parts' words and the plans' words, in each language. */
const DIABETES_COPY = { en: DIABETES_COPY_EN, hi: DIABETES_COPY_HI } satisfies Record<Locale, DiabetesCopy>;
const SERVICE_PARTS = { en: SERVICE_PARTS_EN, hi: SERVICE_PARTS_HI } satisfies Record<Locale, ServicePartsWords>;
const PLAN_WORDS = { en: CONSULTATION_PLAN_WORDS, hi: CONSULTATION_PLAN_WORDS_HI } satisfies Record<
  Locale,
  Record<ConsultationPlanId, PlanWords>
>;

export function DiabetesCarePage() {
  const { locale } = usePage();
  const copy = DIABETES_COPY[locale];
  const parts = SERVICE_PARTS[locale];
  const booking = departmentBooking(ID, locale);
  const facts = departmentFacts(ID);
  // What a visit includes: the plan's features, then the department's.
  const included = [...new Set([...PLAN_WORDS[locale][ID].features, ...DEPARTMENT_WORDS[locale][ID].features])];
  const faq = copy.faq(NATIONAL_AMBULANCE_NUMBER);
  return (
    <>
      <PageSchema services={[departmentService(ID, locale)]} />
      <JsonLd data={faqPageSchema(faq)} />
      <PageHero title={copy.title} lead={copy.lead}>
        <BookingCta label={parts.bookConsultation} booking={booking} />
      </PageHero>
      <div className="container">
        <PriceLine id={ID} />
      </div>
      <EmergencyNote />

      <Section id="for-whom" title={copy.forWhomTitle}>
        <TextCards items={copy.forWhom} columns={4} />
      </Section>

      <Section
        id="included"
        title={copy.includedTitle}
        lead={copy.includedLead(formatNumber(facts.consultationMinutes, locale))}
        tone="white"
      >
        <ul className="mt-6 grid gap-2 pl-5 text-ink-700 sm:grid-cols-2">
          {included.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <div className="mt-6">
          <BookingCta label={parts.bookConsultation} booking={booking} />
        </div>
      </Section>

      <Section id="how" title={copy.stepsTitle}>
        <StepList steps={copy.steps} stepLabel={UI_WORDS[locale].common.step} columns="sm:grid-cols-2 lg:grid-cols-4" />
        <p className="mt-4 text-ink-700">{copy.hba1c}</p>
      </Section>

      <Section id="figures" title={copy.figuresTitle} tone="white">
        <DepartmentFigures id={ID} className="mt-6" />
      </Section>

      <DepartmentDoctors department={ID} />

      <Section id="questions" title={copy.faqTitle} tone="white">
        <Faq items={faq} />
      </Section>
      <MedicalNotice />
    </>
  );
}
