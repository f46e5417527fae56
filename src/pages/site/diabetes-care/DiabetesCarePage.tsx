// /diabetes-care: Book Consultation buttons that open the booking dialog with the diabetes topic; ₹599 for 30 minutes
// (was ₹1,199), from the plans; who it is for, what a visit includes, how it works, figures, doctors and questions.
import { EN_UI } from '../../../../shared/i18n/en/ui';
import { formatNumber } from '../../../../shared/i18n/format';
import { BookingCta } from '../../../components/BookingCta';
import { PageHero } from '../../../components/PageHero';
import { DEPARTMENT_WORDS_EN } from '../../../content/departments/en';
import { departmentFacts } from '../../../content/departments/facts';
import { NATIONAL_AMBULANCE_NUMBER } from '../../../content/emergency';
import { CONSULTATION_PLAN_WORDS } from '../../../content/plans/en';
import { usePage } from '../../../render/page-context';
import { faqPageSchema } from '../../../seo/schema';
import { Faq } from '../../../ui/Faq';
import { JsonLd } from '../../../ui/JsonLd';
import { Section } from '../../../ui/Section';
import { StepList } from '../../../ui/StepList';
import { SERVICE_PARTS_EN } from '../departments/copy.en';
import {
  DepartmentDoctors,
  DepartmentFigures,
  departmentBooking,
  departmentService,
  EmergencyNote,
  MedicalNotice,
  PageSchema,
  PriceLine,
} from '../departments/parts';
import { DIABETES_COPY_EN } from './copy.en';
import { TextCards } from '../../../ui/TextCards';

const ID = 'diabetes-care';

export function DiabetesCarePage() {
  const { locale } = usePage();
  const copy = DIABETES_COPY_EN;
  const booking = departmentBooking(ID, locale);
  const facts = departmentFacts(ID);
  // What a visit includes: the plan's features, then the department's.
  const included = [...new Set([...CONSULTATION_PLAN_WORDS[ID].features, ...DEPARTMENT_WORDS_EN[ID].features])];
  const faq = copy.faq(NATIONAL_AMBULANCE_NUMBER);
  return (
    <>
      <PageSchema services={[departmentService(ID)]} />
      <JsonLd data={faqPageSchema(faq)} />
      <PageHero title={copy.title} lead={copy.lead}>
        <BookingCta label={SERVICE_PARTS_EN.bookConsultation} booking={booking} />
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
          <BookingCta label={SERVICE_PARTS_EN.bookConsultation} booking={booking} />
        </div>
      </Section>

      <Section id="how" title={copy.stepsTitle}>
        <StepList steps={copy.steps} stepLabel={EN_UI.common.step} columns="sm:grid-cols-2 lg:grid-cols-4" />
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
