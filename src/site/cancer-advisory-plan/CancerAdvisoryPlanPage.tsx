// /cancer-advisory-plan: a request button that opens the booking dialog (its call-back form) with the plan's topic;
// ₹4,999 a month (was ₹7,499) with two oncologist consultations monthly, from the plans; what it includes, who it is
// for, how it works, how to stop (the refund policy's subscription rules), figures, doctors and questions.
import { formatNumber } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import { REFUND_SUMMARY_WORDS } from '../../content/contact/copy';
import { refundSummaryLines } from '../../content/contact/refund-summary';
import { departmentFacts } from '../../content/departments/facts';
import {
  PLAN_FIGURE_WORDS,
  SUBSCRIPTION_PLAN_WORDS,
  type PlanFigureWords,
  type PlanWords,
} from '../../content/plans/copy.en';
import { SUBSCRIPTION_PLANS, type SubscriptionPlanId } from '../../content/plans/facts';
import { PLAN_FIGURE_WORDS_HI, SUBSCRIPTION_PLAN_WORDS_HI } from '../../content/plans/copy.hi';
import { usePage } from '../../render/page-context';
import { UI_WORDS } from '../../render/ui-copy';
import { faqPageSchema } from '../../seo/schema';
import { Faq } from '../../ui/Faq';
import { JsonLd } from '../../ui/JsonLd';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
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
  priceText,
} from '../departments/parts';
import { TextCards } from '../../ui/TextCards';
import { ADVISORY_COPY_EN, type AdvisoryCopy } from './copy.en';
import { ADVISORY_COPY_HI } from './copy.hi';

const ID = 'cancer-advisory-plan';
const PLAN = SUBSCRIPTION_PLANS.find((plan) => plan.id === 'cancer-advisory');

/** The page's own words, the plans' words and the refund rules, in each language. */
const ADVISORY_COPY = { en: ADVISORY_COPY_EN, hi: ADVISORY_COPY_HI } satisfies Record<Locale, AdvisoryCopy>;
const PLAN_WORDS = {
  en: { subscription: SUBSCRIPTION_PLAN_WORDS, figures: PLAN_FIGURE_WORDS },
  hi: { subscription: SUBSCRIPTION_PLAN_WORDS_HI, figures: PLAN_FIGURE_WORDS_HI },
} satisfies Record<Locale, { subscription: Record<SubscriptionPlanId, PlanWords>; figures: PlanFigureWords }>;
export function CancerAdvisoryPlanPage() {
  const { locale } = usePage();
  if (!PLAN) throw new Error('No cancer advisory plan in plans/facts.ts');
  const copy = ADVISORY_COPY[locale];
  const plans = PLAN_WORDS[locale];
  const facts = departmentFacts(ID);
  const consultationsIn = (language: Locale) =>
    PLAN_WORDS[language].figures.consultationsPerMonth(formatNumber(PLAN.consultationsPerMonth, language));
  const consultations = consultationsIn(locale);
  const callLength = copy.callLength(formatNumber(facts.consultationMinutes, locale));
  // The booking dialog is part of the page's frame, so its topic is in the page's language, as departmentBooking's is.
  const booking = departmentBooking(ID, locale, `${priceText(ID, locale)}. ${consultationsIn(locale)}`);
  const request = <BookingCta label={copy.request} booking={booking} />;
  const included = [
    consultations,
    callLength,
    ...plans.subscription['cancer-advisory'].features,
    ...DEPARTMENT_WORDS[locale][ID].features.slice(1),
  ];
  const refunds = refundSummaryLines(REFUND_SUMMARY_WORDS[locale], locale).subscription;
  return (
    <>
      <PageSchema services={[departmentService(ID, locale)]} />
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
        <StepList steps={copy.steps} stepLabel={UI_WORDS[locale].common.step} columns="sm:grid-cols-2 lg:grid-cols-4" />
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
