// Pricing (docs/product/public-site.md): the three consultation plans, two monthly plans, the six add-ons, the
// refund promise (summarised from the refund policy and linked to it), the ways to pay and calls to action. Plans are
// cards that stack on a phone, so nothing scrolls sideways at 360 px. Every discount is computed from the two prices.
import type { ReactNode } from 'react';
import { discountPercent, formatNumber, formatPercent } from '../../../shared/i18n/format';
import { formatRupees } from '../../../shared/money';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { pageBooking, type Booking } from '../../booking/topics';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import { REFUND_SUMMARY_WORDS } from '../../content/contact/copy';
import { REFUND_SUMMARY, refundSummaryLines } from '../../content/contact/refund-summary';
import {
  ADD_ON_WORDS,
  CONSULTATION_PLAN_WORDS,
  PAYMENT_METHOD_WORDS,
  PLAN_FIGURE_WORDS,
  SUBSCRIPTION_PLAN_WORDS,
  type AddOnWords,
  type PaymentMethodWords,
  type PlanFigureWords,
  type PlanWords,
} from '../../content/plans/copy.en';
import {
  ADD_ONS,
  CONSULTATION_PLANS,
  SUBSCRIPTION_PLANS,
  type AddOnId,
  type ConsultationPlanId,
  type SubscriptionPlanId,
} from '../../content/plans/facts';
import {
  ADD_ON_WORDS_HI,
  CONSULTATION_PLAN_WORDS_HI,
  PAYMENT_METHOD_WORDS_HI,
  PLAN_FIGURE_WORDS_HI,
  SUBSCRIPTION_PLAN_WORDS_HI,
} from '../../content/plans/copy.hi';
import type { PaymentMethod } from '../../content/refunds/facts';
import { sitePage } from '../../content/pages';
import { usePage } from '../../render/page-context';
import { OFFER_CATALOG_WORDS, pricingOfferCatalog } from '../../seo/offers';
import { CardGrid } from '../../ui/CardGrid';
import { Discount } from '../../ui/Discount';
import { JsonLd } from '../../ui/JsonLd';
import { Section } from '../../ui/Section';
import { PRICING_EN, type PricingCopy } from './copy.en';
import { PRICING_HI } from './copy.hi';

/** The page's own words, the plans' words and the refund rules, in each language. */
const COPY = { en: PRICING_EN, hi: PRICING_HI } satisfies Record<Locale, PricingCopy>;
const PLAN_WORDS = {
  en: {
    consultation: CONSULTATION_PLAN_WORDS,
    subscription: SUBSCRIPTION_PLAN_WORDS,
    addOns: ADD_ON_WORDS,
    figures: PLAN_FIGURE_WORDS,
    payment: PAYMENT_METHOD_WORDS,
  },
  hi: {
    consultation: CONSULTATION_PLAN_WORDS_HI,
    subscription: SUBSCRIPTION_PLAN_WORDS_HI,
    addOns: ADD_ON_WORDS_HI,
    figures: PLAN_FIGURE_WORDS_HI,
    payment: PAYMENT_METHOD_WORDS_HI,
  },
} satisfies Record<
  Locale,
  {
    consultation: Record<ConsultationPlanId, PlanWords>;
    subscription: Record<SubscriptionPlanId, PlanWords>;
    addOns: Record<AddOnId, AddOnWords>;
    figures: PlanFigureWords;
    payment: Record<PaymentMethod, PaymentMethodWords>;
  }
>;

/** The service page each plan is about, where there is one: the booking without JavaScript names it. */
const PLAN_PAGES: Record<ConsultationPlanId | SubscriptionPlanId, string | undefined> = {
  'general-physician': '/general-physician',
  'diabetes-care': '/diabetes-care',
  'cancer-second-opinion': '/cancer-second-opinion',
  'cancer-advisory': '/cancer-advisory-plan',
  'family-health': undefined,
};

/** A booking about one plan: the dialog names the plan and its price; without JavaScript, /book names its page. */
function planBooking(
  id: ConsultationPlanId | SubscriptionPlanId,
  name: string,
  detail: string,
  pricingPath: string,
  locale: Locale,
): Booking {
  const own = PLAN_PAGES[id];
  const fallback = pageBooking(own ? localizedPath(own, locale) : pricingPath, name);
  return { topic: { subject: name, detail }, fallbackHref: fallback.fallbackHref };
}

interface PlanCardProps {
  id: string;
  name: string;
  description: string;
  price: number;
  originalPrice: number;
  /** "per consultation" or "a month". */
  unit: string;
  badge?: string;
  /** Lines that state the plan's figures, already worded, then its features. */
  includes: readonly string[];
  cta: ReactNode;
}

function PlanCard({ id, name, description, price, originalPrice, unit, badge, includes, cta }: PlanCardProps) {
  const locale = usePage().page.locale;
  const copy = COPY[locale];
  const headingId = `plan-${id}-title`;
  return (
    <article
      id={`plan-${id}`}
      aria-labelledby={headingId}
      className={`card relative flex flex-col ${badge ? 'border-2 border-brand-700' : ''}`}
    >
      {badge && (
        <p className="absolute -top-3 left-5 m-0 rounded-full bg-brand-700 px-3 py-0.5 text-sm font-bold text-white">
          {badge}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold text-ink-900">
        {name}
      </h3>
      <p className="mt-1 text-ink-600">{description}</p>
      <p className="mt-3">
        <span className="text-3xl font-extrabold text-ink-900">{formatRupees(price, locale)}</span>{' '}
        <span className="text-ink-600">{unit}</span>
      </p>
      <p className="mt-1 text-sm">
        <Discount
          was={copy.card.was(formatRupees(originalPrice, locale))}
          off={copy.card.off(formatPercent(discountPercent(price, originalPrice) / 100, locale))}
          offClassName="font-semibold text-green-800"
        />
      </p>
      <p className="mt-4 font-semibold text-ink-900">{copy.card.includes}</p>
      <ul className="mt-1 grid gap-1 pl-5 text-ink-700">
        {includes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-auto grid pt-5">{cta}</div>
    </article>
  );
}

export function PricingPage() {
  const { page, locale, config } = usePage();
  const copy = COPY[locale];
  const plans = PLAN_WORDS[locale];
  const refundWords = REFUND_SUMMARY_WORDS[locale];
  const count = (value: number) => formatNumber(value, locale);
  const refunds = refundSummaryLines(refundWords, locale);

  return (
    <>
      <PageHero title={page.title} lead={copy.lead}>
        <BookingCta booking={pageBooking(page.path, page.title)} />
        <a href="#consultations" className="btn-outline">
          {copy.hero.compare}
        </a>
      </PageHero>

      <Section id="consultations" anchor title={copy.consultations.title} lead={copy.consultations.lead}>
        <CardGrid
          items={CONSULTATION_PLANS}
          framed={false}
          itemKey={(plan) => plan.id}
          renderItem={(plan) => {
            const words = plans.consultation[plan.id];
            const minutes = plans.figures.minutes(count(plan.minutes));
            return (
              <PlanCard
                id={plan.id}
                name={words.name}
                description={words.description}
                price={plan.price}
                originalPrice={plan.originalPrice}
                unit={copy.card.perConsultation}
                badge={plan.popular ? copy.card.mostPopular : undefined}
                includes={[minutes, ...words.features]}
                cta={
                  <BookingCta
                    label={copy.card.bookPlan(words.name)}
                    booking={planBooking(
                      plan.id,
                      words.name,
                      `${formatRupees(plan.price, locale)} · ${minutes}`,
                      page.path,
                      locale,
                    )}
                    variant={plan.popular ? 'primary' : 'outline'}
                  />
                }
              />
            );
          }}
        />
        <p data-doctor-fees="" className="mt-6 max-w-3xl text-ink-700">
          {copy.consultations.doctorFees.before}{' '}
          <a href={localizedPath(sitePage('doctors').path, locale)}>{copy.consultations.doctorFees.link}</a>{' '}
          {copy.consultations.doctorFees.after}
        </p>
      </Section>

      <Section id="subscriptions" anchor title={copy.subscriptions.title} lead={copy.subscriptions.lead} tone="white">
        <CardGrid
          items={SUBSCRIPTION_PLANS}
          columns={2}
          framed={false}
          itemKey={(plan) => plan.id}
          renderItem={(plan) => {
            const words = plans.subscription[plan.id];
            const figures = [
              'consultationsPerMonth' in plan
                ? plans.figures.consultationsPerMonth(count(plan.consultationsPerMonth))
                : null,
              'members' in plan ? plans.figures.members(count(plan.members)) : null,
            ].filter((figure): figure is string => figure !== null);
            const perMonth = plans.figures.perMonth(formatRupees(plan.price, locale));
            return (
              <PlanCard
                id={plan.id}
                name={words.name}
                description={words.description}
                price={plan.price}
                originalPrice={plan.originalPrice}
                unit={copy.card.perMonth}
                badge={plan.recommended ? copy.card.recommended : undefined}
                includes={[...figures, ...words.features]}
                cta={
                  <BookingCta
                    label={copy.card.joinPlan(words.name)}
                    booking={planBooking(plan.id, words.name, perMonth, page.path, locale)}
                    variant={plan.recommended ? 'primary' : 'outline'}
                  />
                }
              />
            );
          }}
        />
      </Section>

      <Section id="add-ons" anchor title={copy.addOns.title} lead={copy.addOns.lead}>
        <CardGrid
          items={ADD_ONS}
          itemKey={(item) => item.id}
          renderItem={(item) => {
            const words = plans.addOns[item.id];
            return (
              <div id={`plan-${item.id}`}>
                <h3 className="text-lg font-bold">{words.name}</h3>
                <p className="mt-1 text-2xl font-extrabold text-ink-900">
                  {item.price === 0 ? copy.card.free : formatRupees(item.price, locale)}
                </p>
                {'minutes' in item && (
                  <p className="text-sm text-ink-600">{plans.figures.minutes(count(item.minutes))}</p>
                )}
                <p className="mt-2 text-ink-600">{words.description}</p>
              </div>
            );
          }}
        />
      </Section>

      <Section id="refund-guarantee" anchor title={copy.refunds.title} lead={copy.refunds.lead} tone="white">
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <div className="card">
            <h3 className="text-lg font-bold">{copy.refunds.consultations}</h3>
            <ul className="mt-2 grid gap-2 pl-5 text-ink-700">
              {refunds.consultation.map((locale) => (
                <li key={locale}>{locale}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3 className="text-lg font-bold">{copy.refunds.subscriptions}</h3>
            <ul className="mt-2 grid gap-2 pl-5 text-ink-700">
              {refunds.subscription.map((locale) => (
                <li key={locale}>{locale}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mt-4">
          <a href={localizedPath(REFUND_SUMMARY.policyPath, locale)} className="font-semibold text-brand-800">
            {refundWords.policyLink}
          </a>
        </p>
      </Section>

      <Section id="payment" anchor title={copy.payment.title} lead={copy.payment.lead}>
        <ul className="mt-6 flex list-none flex-wrap gap-3 p-0">
          {Object.values(plans.payment).map((method) => (
            <li key={method.label} className="card px-4 py-2 font-semibold text-ink-900">
              {method.label}
            </li>
          ))}
        </ul>
      </Section>

      <JsonLd data={pricingOfferCatalog(`${config.siteUrl}${page.path}`, OFFER_CATALOG_WORDS[locale])} />
    </>
  );
}
