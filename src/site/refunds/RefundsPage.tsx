// /refunds: the binding refund policy (docs/product/figures.md), made from the rules in src/content/refunds/facts.ts.
import { formatNumber, formatNumberRange, formatPercent } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { NATIONAL_CONSUMER_HELPLINE, POLICY_LIMITS } from '../../content/policies/facts';
import {
  REFUND_RULE_WORDS_EN,
  REFUND_WORDS_EN,
  type RefundRuleWords,
  type RefundWords,
} from '../../content/refunds/copy.en';
import { REFUND_RULE_WORDS_HI, REFUND_WORDS_HI } from '../../content/refunds/copy.hi';
import {
  REFUND_REVIEW_DAYS,
  REFUND_RULES,
  REFUND_TIMELINES_BY_METHOD,
  type PaymentMethod,
  type RefundCategory,
  type RefundRule,
  type RefundRuleId,
} from '../../content/refunds/facts';
import { AppointmentLookupNote } from '../../booking/AppointmentLookupNote';
import { usePage } from '../../render/page-context';
import { UI_WORDS } from '../../render/ui-copy';
import { RefundRequestForm } from '../request-forms/PageRequestForms';
import { StepList } from '../../ui/StepList';
import { ResponsiveTable } from '../policy/ResponsiveTable';
import { GrievanceOfficerCard, PolicyLayout, PolicySection, ScreenOnly, usePolicyWords } from '../policy/PolicyLayout';
import { REFUNDS_COPY_EN, type RefundsCopy } from './copy.en';
import { REFUNDS_COPY_HI } from './copy.hi';

/** The page's own words in each language. */
const COPY = { en: REFUNDS_COPY_EN, hi: REFUNDS_COPY_HI } satisfies Record<Locale, RefundsCopy>;

/** The refund rules' words in each language (src/content/refunds). */
const RULE_WORDS = { en: REFUND_RULE_WORDS_EN, hi: REFUND_RULE_WORDS_HI } satisfies Record<
  Locale,
  Record<RefundRuleId, RefundRuleWords>
>;
const WORDS = { en: REFUND_WORDS_EN, hi: REFUND_WORDS_HI } satisfies Record<Locale, RefundWords>;

const CATEGORIES: readonly RefundCategory[] = ['consultation', 'health-package', 'subscription'];

export const REQUEST_ANCHOR = 'request';

/** A rule's row: scenario, refund, when the money is sent, what happens, in the words and figures of `locale`. */
export function refundRow(rule: RefundRule, locale: Locale) {
  const words = RULE_WORDS[locale][rule.id as RefundRuleId];
  const refundWords = WORDS[locale];
  const figures = {
    noticeFrom: rule.noticeHours ? formatNumber(rule.noticeHours.from, locale) : undefined,
    noticeTo: rule.noticeHours?.to !== undefined ? formatNumber(rule.noticeHours.to, locale) : undefined,
    withinDays: rule.withinDaysOfPurchase !== undefined ? formatNumber(rule.withinDaysOfPurchase, locale) : undefined,
  };
  const percent = rule.amount.kind === 'percent' ? formatPercent(rule.amount.percent / 100, locale) : '';
  const fee =
    rule.processingFeePercent !== undefined ? formatPercent(rule.processingFeePercent / 100, locale) : undefined;
  const noRefund = rule.amount.kind === 'percent' && rule.amount.percent === 0;
  const timeline = rule.paidWithin
    ? refundWords.paidWithin(formatNumberRange(rule.paidWithin.from, rule.paidWithin.to, locale))
    : noRefund
      ? refundWords.noRefundTimeline
      : refundWords.byPaymentMethod;
  return {
    id: rule.id,
    scenario: words.scenario(figures),
    refund: refundWords.amount(rule.amount, percent, fee),
    timeline,
    process: words.process,
  };
}

function RuleTable({ category, locale }: { category: RefundCategory; locale: Locale }) {
  const copy = COPY[locale].table;
  const rows = (REFUND_RULES as readonly RefundRule[])
    .filter((rule) => rule.category === category)
    .map((rule) => refundRow(rule, locale))
    .map((row) => ({ id: row.id, header: row.scenario, cells: [row.refund, row.timeline, row.process] }));
  return (
    <ResponsiveTable
      caption={copy.caption(WORDS[locale].categories[category])}
      columns={[copy.scenario, copy.refund, copy.timeline, copy.process]}
      rows={rows}
      rowAttribute="data-rule"
    />
  );
}

export function RefundsPage() {
  const { page } = usePage();
  const locale = page.locale;
  const copy = COPY[locale];
  const words = WORDS[locale];
  const policyWords = usePolicyWords();
  const review = formatNumberRange(REFUND_REVIEW_DAYS.from, REFUND_REVIEW_DAYS.to, locale);
  const lateRule = REFUND_RULES.find((rule) => rule.id === 'consultation-under-6h');
  const lateHours = formatNumber(lateRule?.noticeHours.to ?? 0, locale);
  const disputeDays = formatNumber(POLICY_LIMITS.billingDisputeDays, locale);
  const steps = copy.request.steps(review);
  const resolve = POLICY_LIMITS.complaintResolveBusinessDays;
  const toc = [
    { id: 'overview', title: copy.toc.overview },
    ...CATEGORIES.map((category) => ({ id: category, title: copy.toc[category] })),
    { id: 'non-refundable', title: copy.toc.nonRefundable },
    { id: 'timelines', title: copy.toc.timelines },
    { id: REQUEST_ANCHOR, title: copy.toc.request },
    { id: 'disputes', title: copy.toc.disputes },
  ];
  return (
    <PolicyLayout
      policy="refunds"
      lead={copy.lead}
      toc={toc}
      actions={
        <a href={`#${REQUEST_ANCHOR}`} className="btn-primary print:hidden">
          {copy.requestButton}
        </a>
      }
    >
      <PolicySection id="overview" title={copy.toc.overview}>
        {copy.overview.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="font-semibold text-ink-900">{copy.review(review)}</p>
        <p className="text-sm">{policyWords.lawNote}</p>
      </PolicySection>

      {CATEGORIES.map((category) => (
        <PolicySection key={category} id={category} title={copy.toc[category]}>
          <RuleTable category={category} locale={locale} />
        </PolicySection>
      ))}

      <PolicySection id="non-refundable" title={copy.toc.nonRefundable}>
        <p>{copy.nonRefundable.intro}</p>
        <ul className="grid gap-1 pl-6">
          {copy.nonRefundable.items(lateHours, disputeDays).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PolicySection>

      <PolicySection id="timelines" title={copy.toc.timelines}>
        <p>{copy.timelines.intro}</p>
        <table className="w-full border-collapse bg-white text-left">
          <caption className="sr-only">{copy.timelines.caption}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="px-2 py-2">
                {copy.timelines.method}
              </th>
              <th scope="col" className="px-2 py-2">
                {copy.timelines.days}
              </th>
            </tr>
          </thead>
          <tbody>
            {(Object.entries(REFUND_TIMELINES_BY_METHOD) as [PaymentMethod, { from: number; to: number }][]).map(
              ([method, range]) => (
                <tr key={method} data-method={method} className="border-b border-slate-200">
                  <th scope="row" className="px-2 py-3 font-semibold text-ink-900">
                    {words.methods[method]}
                  </th>
                  <td className="px-2 py-3">{words.methodDays(formatNumberRange(range.from, range.to, locale))}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
        <p>{copy.timelines.note}</p>
      </PolicySection>

      <section id={REQUEST_ANCHOR} aria-labelledby={`${REQUEST_ANCHOR}-title`} className="container py-8 print:py-3">
        <h2 id={`${REQUEST_ANCHOR}-title`} className="section-title">
          {copy.toc.request}
        </h2>
        <p className="mt-2 max-w-3xl text-ink-700">{copy.request.intro(formatNumber(steps.length, locale))}</p>
        <AppointmentLookupNote className="mt-2 max-w-3xl text-ink-700 print:hidden" />
        <StepList steps={steps} stepLabel={UI_WORDS[locale].common.step} columns="sm:grid-cols-2 lg:grid-cols-5" />
        <ScreenOnly>
          <div id="refund-form" className="card mt-6 max-w-3xl">
            <h3 className="text-lg font-bold">{copy.request.formTitle}</h3>
            <p className="mt-1 text-ink-700">{copy.request.formIntro}</p>
            <div className="mt-4">
              <RefundRequestForm />
            </div>
          </div>
        </ScreenOnly>
      </section>

      <PolicySection id="disputes" title={copy.toc.disputes}>
        <p>{copy.disputes.billing(disputeDays)}</p>
        <p>
          {copy.disputes.complaints(
            formatNumber(POLICY_LIMITS.complaintAcknowledgeHours, locale),
            formatNumberRange(resolve.from, resolve.to, locale),
          )}
        </p>
        <GrievanceOfficerCard />
        <p>{copy.disputes.consumer(NATIONAL_CONSUMER_HELPLINE)}</p>
        <p>
          <a href={`tel:${NATIONAL_CONSUMER_HELPLINE}`} className="font-semibold">
            {copy.disputes.helplineLabel(NATIONAL_CONSUMER_HELPLINE)}
          </a>
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
