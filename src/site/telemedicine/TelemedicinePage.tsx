// /telemedicine: 4 services, 4 benefits, 6 platform features, a 4-step flow. Start Video Consultation opens the booking
// dialog with the video topic (the site has no video platform: a coordinator sets up the call); Learn More scrolls to
// the services; a call button rings the support line.
import { telHref } from '../../../shared/booking/topic';
import { formatNumber } from '../../../shared/i18n/format';
import { formatRupees } from '../../../shared/money';
import type { Locale } from '../../../shared/i18n/locales';
import { pageTopicBooking, supportLine } from '../../booking/topics';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import {
  CONSULTATION_PLAN_WORDS,
  PLAN_FIGURE_WORDS,
  type PlanFigureWords,
  type PlanWords,
} from '../../content/plans/copy.en';
import { CONSULTATION_PLANS, type ConsultationPlanId, LOWEST_CONSULTATION_PRICE } from '../../content/plans/facts';
import { CONSULTATION_PLAN_WORDS_HI, PLAN_FIGURE_WORDS_HI } from '../../content/plans/copy.hi';
import { usePage } from '../../render/page-context';
import { UI_WORDS } from '../../render/ui-copy';
import { PriceTable } from '../../ui/PriceTable';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import { TextCards } from '../../ui/TextCards';
import { EmergencyNote, MedicalNotice, PageSchema } from '../departments/parts';
import { TELEMEDICINE_COPY_EN, type TelemedicineCopy } from './copy.en';
import { TELEMEDICINE_COPY_HI } from './copy.hi';

export const SERVICES_ANCHOR = 'services';

/** The page's own words and the plans' words, in each language. */
const TELEMEDICINE_COPY = { en: TELEMEDICINE_COPY_EN, hi: TELEMEDICINE_COPY_HI } satisfies Record<
  Locale,
  TelemedicineCopy
>;
const PLAN_WORDS = {
  en: { consultation: CONSULTATION_PLAN_WORDS, figures: PLAN_FIGURE_WORDS },
  hi: { consultation: CONSULTATION_PLAN_WORDS_HI, figures: PLAN_FIGURE_WORDS_HI },
} satisfies Record<Locale, { consultation: Record<ConsultationPlanId, PlanWords>; figures: PlanFigureWords }>;

export function TelemedicinePage() {
  const { locale, config, page, t } = usePage();
  const copy = TELEMEDICINE_COPY[locale];
  const plans = PLAN_WORDS[locale];
  const line = supportLine(config);
  // The booking dialog is part of the page's frame, so its topic is in the page's language (page.path's).
  const video = pageTopicBooking(page.path, 'video');
  const rows = CONSULTATION_PLANS.map((plan) => ({
    id: plan.id,
    name: plans.consultation[plan.id].name,
    price: plan.price,
    originalPrice: plan.originalPrice,
    detail: plans.figures.minutes(formatNumber(plan.minutes, locale)),
  }));
  return (
    <>
      <PageSchema
        services={[
          {
            name: t.booking.videoTopic.subject,
            description: copy.lead,
            offer: { price: LOWEST_CONSULTATION_PRICE, from: true },
          },
        ]}
      />
      <PageHero title={copy.title} lead={copy.lead}>
        <BookingCta label={copy.startVideo} booking={video} />
        <a href={`#${SERVICES_ANCHOR}`} className="btn-outline">
          {copy.learnMore}
        </a>
        <a href={telHref(line)} className="btn-outline">
          {copy.call(line.display)}
        </a>
      </PageHero>
      <p className="container m-0 text-xl font-extrabold text-ink-900">
        {copy.fromPrice(formatRupees(LOWEST_CONSULTATION_PRICE, locale))}
      </p>
      <EmergencyNote />

      <Section id={SERVICES_ANCHOR} anchor title={copy.servicesTitle}>
        <TextCards items={copy.services} columns={4} />
      </Section>

      <Section id="benefits" title={copy.benefitsTitle} tone="white">
        <TextCards items={copy.benefits} columns={4} />
      </Section>

      <Section id="features" title={copy.featuresTitle}>
        <TextCards items={copy.features} columns={3} />
      </Section>

      <Section id="how" title={copy.stepsTitle} tone="white">
        <StepList steps={copy.steps} stepLabel={UI_WORDS[locale].common.step} columns="sm:grid-cols-2 lg:grid-cols-4" />
        <div className="mt-6">
          <BookingCta label={copy.startVideo} booking={video} />
        </div>
      </Section>

      <Section id="prices" title={copy.pricesTitle}>
        <PriceTable rows={rows} words={copy.priceTable} locale={locale} />
      </Section>

      <Section id="limits" title={copy.limitsTitle} tone="white">
        <p className="mt-4 max-w-3xl text-ink-700">{copy.limits}</p>
      </Section>
      <MedicalNotice />
    </>
  );
}
