// /cancer-advisory-plan: a request button that opens the booking dialog (its call-back form) with the plan's topic;
// ₹4,999 a month (was ₹7,499) with two oncologist consultations monthly, from the plans; what it includes, who it is
// for, how it works, how to stop (the refund policy's subscription rules), figures, doctors and questions.
import { EN_UI } from '../../../../shared/i18n/en/ui';
import { formatNumber } from '../../../../shared/i18n/format';
import { localizedPath } from '../../../../shared/i18n/locales';
import { BookingCta } from '../../../components/BookingCta';
import { PageHero } from '../../../components/PageHero';
import { REFUND_SUMMARY_EN } from '../../../content/contact/en';
import { refundSummaryLines } from '../../../content/contact/refund-summary';
import { DEPARTMENT_WORDS_EN } from '../../../content/departments/en';
import { departmentFacts } from '../../../content/departments/facts';
import { PLAN_FIGURE_WORDS, SUBSCRIPTION_PLAN_WORDS } from '../../../content/plans/en';
import { SUBSCRIPTION_PLANS } from '../../../content/plans/facts';
import { usePage } from '../../../render/page-context';
import { faqPageSchema } from '../../../seo/schema';
import { Faq } from '../../../ui/Faq';
import { JsonLd } from '../../../ui/JsonLd';
import { Section } from '../../../ui/Section';
import { StepList } from '../../../ui/StepList';
import {
  DepartmentDoctors,
  DepartmentFigures,
  departmentBooking,
  departmentService,
  EmergencyNote,
  MedicalNotice,
  PageSchema,
  PriceLine,
  priceText,
} from '../departments/parts';
import { ADVISORY_COPY_EN } from './copy.en';
import { TextCards } from '../../../ui/TextCards';

const ID = 'cancer-advisory-plan';
const PLAN = SUBSCRIPTION_PLANS.find((plan) => plan.id === 'cancer-advisory');

export function CancerAdvisoryPlanPage() {
  const { locale } = usePage();
  if (!PLAN) throw new Error('No cancer advisory plan in plans/facts.ts');
  const copy = ADVISORY_COPY_EN;
  const facts = departmentFacts(ID);
  const consultations = PLAN_FIGURE_WORDS.consultationsPerMonth(formatNumber(PLAN.consultationsPerMonth, locale));
  const callLength = copy.callLength(formatNumber(facts.consultationMinutes, locale));
  const booking = departmentBooking(ID, locale, `${priceText(ID, locale)}. ${consultations}`);
  const request = <BookingCta label={copy.request} booking={booking} />;
  const included = [
    consultations,
    callLength,
    ...SUBSCRIPTION_PLAN_WORDS['cancer-advisory'].features,
    ...DEPARTMENT_WORDS_EN[ID].features.slice(1),
  ];
  const refunds = refundSummaryLines(REFUND_SUMMARY_EN, locale).subscription;
  return (
    <>
      <PageSchema services={[departmentService(ID)]} />
      <JsonLd data={faqPageSchema(copy.faq)} />
      <PageHero title={copy.title} lead={copy.lead}>
        {request}
      </PageHero>
      <div className="container grid gap-1">
        <PriceLine id={ID} />
        <p className="m-0 font-semibold text-ink-900" data-consultations={PLAN.consultationsPerMonth}>
          {consultations}
        </p>
      </div>
      <EmergencyNote />

      <Section id="included" title={copy.includedTitle}>
        <ul className="mt-6 grid gap-2 pl-5 text-ink-700 sm:grid-cols-2">
          {included.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Section>

      <Section id="for-whom" title={copy.forWhomTitle} tone="white">
        <TextCards items={copy.forWhom} columns={4} />
      </Section>

      <Section id="how" title={copy.stepsTitle}>
        <StepList steps={copy.steps} stepLabel={EN_UI.common.step} columns="sm:grid-cols-2 lg:grid-cols-4" />
        <div className="mt-6">{request}</div>
      </Section>

      <Section id="cancel" title={copy.cancelTitle} lead={copy.cancelLead} tone="white">
        <ul className="mt-4 grid gap-1 pl-5 text-ink-700">
          {refunds.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-4">
          <a href={localizedPath('/refunds', locale)}>{copy.refundLink}</a>
        </p>
      </Section>

      <Section id="figures" title={copy.figuresTitle}>
        <DepartmentFigures id={ID} className="mt-6" />
      </Section>

      <DepartmentDoctors department="oncology" />

      <Section id="questions" title={copy.faqTitle} tone="white">
        <Faq items={copy.faq} />
      </Section>
      <MedicalNotice />
    </>
  );
}
