// Contact (docs/product/public-site.md): the four channels with priority and hours, the message form's place
// with its reply promise, the offices, figures and six FAQs; a tel: link, a WhatsApp link (new tab) and a mailto:
// with the subject "Support Request". Every number and address comes from configuration.
import { telHref, whatsappHref } from '../../../shared/booking/topic';
import { formatNumber, formatPercent } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { pageBooking, supportLine } from '../../booking/topics';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import { CLAIMS } from '../../content/claims';
import {
  CONTACT_WORDS_EN,
  contactFaqsEn,
  REFUND_SUMMARY_EN,
  type ContactFaq,
  type ContactFaqFigures,
  type ContactWords,
  type RefundSummaryWords,
} from '../../content/contact/copy.en';
import {
  BUSINESS_HOURS,
  CONTACT_CHANNELS,
  CONTACT_FORM_REPLY_HOURS,
  officeList,
  type ChannelReach,
} from '../../content/contact/facts';
import { CONTACT_WORDS_HI, contactFaqsHi, REFUND_SUMMARY_HI } from '../../content/contact/copy.hi';
import { refundSummaryLines } from '../../content/contact/refund-summary';
import { PUBLIC_EMERGENCY_NUMBERS } from '../../content/emergency';
import { PAYMENT_METHOD_WORDS, type PaymentMethodWords } from '../../content/plans/copy.en';
import { PAYMENT_METHOD_WORDS_HI } from '../../content/plans/copy.hi';
import type { PaymentMethod } from '../../content/refunds/facts';
import { AppointmentLookupNote } from '../../booking/AppointmentLookupNote';
import { usePage } from '../../render/page-context';
import { faqPageSchema } from '../../seo/schema';
import { CardGrid } from '../../ui/CardGrid';
import { Faq } from '../../ui/Faq';
import { JsonLd } from '../../ui/JsonLd';
import { Section } from '../../ui/Section';
import { CONTACT_EN, type ContactCopy } from './copy.en';
import { CONTACT_HI } from './copy.hi';
import { ContactMessageForm } from '../request-forms/PageRequestForms';

/** The page's own words and the contact words (channels, hours, offices, FAQs, refunds, payment), in each language. */
const COPY = { en: CONTACT_EN, hi: CONTACT_HI } satisfies Record<Locale, ContactCopy>;
const CONTACT_WORDS = {
  en: {
    words: CONTACT_WORDS_EN,
    faqs: contactFaqsEn,
    refunds: REFUND_SUMMARY_EN,
    payment: PAYMENT_METHOD_WORDS,
  },
  hi: {
    words: CONTACT_WORDS_HI,
    faqs: contactFaqsHi,
    refunds: REFUND_SUMMARY_HI,
    payment: PAYMENT_METHOD_WORDS_HI,
  },
} satisfies Record<
  Locale,
  {
    words: ContactWords;
    faqs: (figures: ContactFaqFigures) => ContactFaq[];
    refunds: RefundSummaryWords;
    payment: Record<PaymentMethod, PaymentMethodWords>;
  }
>;

/** mailto: with the spec's subject and a short greeting, URL-encoded (spaces as %20, not +). */
export function supportMailto(email: string, mail: ContactCopy['mail'] = CONTACT_EN.mail): string {
  return `mailto:${email}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`;
}

export function ContactPage() {
  const { page, locale, config } = usePage();
  const copy = COPY[locale];
  const { words, faqs: faqsIn, refunds, payment } = CONTACT_WORDS[locale];
  const line = supportLine(config);
  const count = (value: number) => formatNumber(value, locale);
  const hoursOf = (availability: (typeof CONTACT_CHANNELS)[number]['availability']) =>
    words.availability(availability, count);
  const mailto = supportMailto(config.supportEmail, copy.mail);
  const whatsapp = whatsappHref(line, copy.whatsappText);

  const whatsappLink = (className: string) => (
    <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={className}>
      {copy.actions.whatsapp}
      <span className="sr-only">{copy.actions.opensInNewTab}</span>
    </a>
  );
  const reachLink = (reach: ChannelReach) => {
    const className = 'font-semibold text-brand-800';
    if (reach === 'phone')
      return (
        <a href={telHref(line)} className={className}>
          {copy.actions.call(line.display)}
        </a>
      );
    if (reach === 'whatsapp') return whatsappLink(className);
    return (
      <a href={mailto} className={className}>
        {config.supportEmail}
      </a>
    );
  };

  const [, support, , email] = CONTACT_CHANNELS;
  const faqs = faqsIn({
    replyHours: count(CONTACT_FORM_REPLY_HOURS),
    emailReplyHours: count(email.availability.withinHours),
    supportHours: hoursOf(support.availability),
    emergencyHours: hoursOf(CONTACT_CHANNELS[0].availability),
    nationalEmergencyNumber: PUBLIC_EMERGENCY_NUMBERS.national,
    ambulanceNumber: PUBLIC_EMERGENCY_NUMBERS.ambulance,
    paymentMethods: words.orList(Object.values(payment).map((method) => method.inSentence)),
    refundLines: refundSummaryLines(refunds, locale).consultation,
  });
  const offices = officeList(config.office);
  const figures = [
    { value: `${count(CLAIMS.consultations)}+`, label: copy.figures.consultations },
    { value: `${count(CLAIMS.doctors)}+`, label: copy.figures.doctors },
    { value: formatPercent(CLAIMS.satisfaction, locale), label: copy.figures.satisfaction },
    { value: `${count(CLAIMS.yearsOfExperience)}+`, label: copy.figures.years },
  ];

  return (
    <>
      <PageHero title={page.title} lead={copy.lead}>
        <a href={telHref(line)} className="btn-primary">
          {copy.actions.call(line.display)}
        </a>
        {whatsappLink('btn-outline')}
        <a href={mailto} className="btn-outline">
          {copy.actions.email}
        </a>
      </PageHero>

      <div className="container">
        <p className="alert-warning m-0">
          {copy.emergencyNote.before}{' '}
          <a href={`tel:${PUBLIC_EMERGENCY_NUMBERS.national}`} className="font-bold text-amber-900">
            {PUBLIC_EMERGENCY_NUMBERS.national}
          </a>{' '}
          {copy.emergencyNote.or}{' '}
          <a href={`tel:${PUBLIC_EMERGENCY_NUMBERS.ambulance}`} className="font-bold text-amber-900">
            {PUBLIC_EMERGENCY_NUMBERS.ambulance}
          </a>{' '}
          {copy.emergencyNote.after}
        </p>
      </div>

      <Section id="channels" anchor title={copy.channels.title} lead={copy.channels.lead}>
        <CardGrid
          items={CONTACT_CHANNELS}
          columns={4}
          itemKey={(channel) => channel.id}
          renderItem={(channel) => (
            <div className="flex h-full flex-col">
              <p className="m-0 text-sm font-bold text-brand-800">{words.priority[channel.priority]}</p>
              <h3 className="mt-1 text-lg font-bold">{words.channels[channel.id].title}</h3>
              <p className="mt-2 text-ink-600">{words.channels[channel.id].description}</p>
              <p className="mt-2 text-ink-700">
                {words.hoursLabel} <strong>{hoursOf(channel.availability)}</strong>
              </p>
              <p className="mt-auto pt-3 break-words">{reachLink(channel.reach)}</p>
            </div>
          )}
        />
        <AppointmentLookupNote className="mt-6 max-w-3xl text-ink-700" />
      </Section>

      <Section
        id="message"
        anchor
        title={copy.message.title}
        lead={copy.message.replyPromise(count(CONTACT_FORM_REPLY_HOURS), hoursOf(BUSINESS_HOURS))}
        tone="white"
      >
        <div className="mt-6 max-w-2xl">
          <ContactMessageForm />
        </div>
      </Section>

      <Section id="offices" anchor title={copy.offices.title}>
        <CardGrid
          items={offices}
          itemKey={(office) => office.id}
          renderItem={(office) => (
            <>
              <p className="m-0 text-sm font-bold text-brand-800">{words.officeTypes[office.type]}</p>
              <h3 className="mt-1 text-lg font-bold">{office.city}</h3>
              {office.sample && (
                <p className="mt-1 inline-block rounded bg-amber-50 px-2 text-sm font-semibold text-amber-900">
                  {words.sampleOffice}
                </p>
              )}
              <address className="mt-2 not-italic text-ink-700">{office.address}</address>
              <p className="mt-2">
                {words.officePhone}{' '}
                <a href={telHref(line)} className="font-semibold text-brand-800">
                  {line.display}
                </a>
              </p>
            </>
          )}
        />
        {offices.some((office) => office.sample) && (
          <p className="mt-4 text-sm text-ink-600">{words.sampleOfficesNote}</p>
        )}
      </Section>

      <section aria-labelledby="figures-title" className="bg-white py-12">
        <div className="container">
          <h2 id="figures-title" className="section-title">
            {copy.figures.title}
          </h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.label} className="card text-center">
                <dt className="text-ink-600">{figure.label}</dt>
                <dd className="m-0 text-3xl font-extrabold text-brand-800">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section id="faq" anchor title={copy.faq.title}>
        <Faq
          items={faqs.map((faq) => ({
            question: faq.question,
            answer: (
              <>
                <p className="m-0">{faq.answer}</p>
                {faq.link && (
                  <p className="mt-2">
                    <a href={localizedPath(faq.link.href, locale)} className="font-semibold text-brand-800">
                      {faq.link.label}
                    </a>
                  </p>
                )}
              </>
            ),
          }))}
        />
        <div className="mt-6">
          <BookingCta booking={pageBooking(page.path, page.title)} />
        </div>
      </Section>

      <JsonLd data={faqPageSchema(faqs)} />
    </>
  );
}
