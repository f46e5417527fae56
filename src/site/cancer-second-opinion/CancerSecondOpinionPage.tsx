// /cancer-second-opinion: a request button that opens the booking dialog (its call-back form) with the second-opinion
// topic; ₹999 for 45 minutes; an answer in 24–48 hours; what to send and what comes back.
import { formatNumberRange } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import { SECOND_OPINION_REPLY_HOURS } from '../../content/departments/facts';
import { usePage } from '../../render/page-context';
import { UI_WORDS } from '../../render/ui-copy';
import { faqPageSchema } from '../../seo/schema';
import { Faq } from '../../ui/Faq';
import { JsonLd } from '../../ui/JsonLd';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
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
import { TextCards } from '../../ui/TextCards';
import { SECOND_OPINION_COPY_EN, type SecondOpinionCopy } from './copy.en';
import { SECOND_OPINION_COPY_HI } from './copy.hi';

const ID = 'cancer-second-opinion';

/** The page's own words in each language. */
const SECOND_OPINION_COPY = { en: SECOND_OPINION_COPY_EN, hi: SECOND_OPINION_COPY_HI } satisfies Record<
  Locale,
  SecondOpinionCopy
>;

export function CancerSecondOpinionPage() {
  const { locale } = usePage();
  const copy = SECOND_OPINION_COPY[locale];
  const replyHours = (language: Locale) =>
    formatNumberRange(SECOND_OPINION_REPLY_HOURS.from, SECOND_OPINION_REPLY_HOURS.to, language);
  const hours = replyHours(locale);
  // The booking dialog is part of the page's frame, so its topic is in the page's language, as departmentBooking's is.
  const booking = departmentBooking(
    ID,
    locale,
    SECOND_OPINION_COPY[locale].topicDetail(priceText(ID, locale), replyHours(locale)),
  );
  const request = <BookingCta label={copy.request} booking={booking} />;
  return (
    <>
      <PageSchema services={[departmentService(ID, locale)]} />
      <JsonLd data={faqPageSchema(copy.faq)} />
      <PageHero title={copy.title} lead={copy.lead}>
        {request}
      </PageHero>
      <div className="container grid gap-1">
        <PriceLine id={ID} />
        <p className="m-0 font-semibold text-ink-900" data-reply-time="">
          {copy.replyTime(hours)}
        </p>
      </div>
      <EmergencyNote />

      <Section id="why" title={copy.whyTitle}>
        <TextCards items={copy.why} columns={4} />
      </Section>

      <div className="bg-white py-12">
        <div className="container grid gap-6 md:grid-cols-2">
          <section id="send" aria-labelledby="send-title" className="card">
            <h2 id="send-title" className="text-2xl font-bold">
              {copy.sendTitle}
            </h2>
            <p className="mt-2 text-ink-700">{copy.sendLead}</p>
            <ul className="mt-3 grid gap-1 pl-5 text-ink-700">
              {copy.send.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section id="back" aria-labelledby="back-title" className="card">
            <h2 id="back-title" className="text-2xl font-bold">
              {copy.backTitle}
            </h2>
            <p className="mt-2 text-ink-700">{copy.replyTime(hours)}</p>
            <ul className="mt-3 grid gap-1 pl-5 text-ink-700">
              {copy.back.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <div className="mt-5">{request}</div>
          </section>
        </div>
      </div>

      <Section id="how" title={copy.stepsTitle}>
        <StepList steps={copy.steps} stepLabel={UI_WORDS[locale].common.step} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section id="figures" title={copy.figuresTitle} tone="white">
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
