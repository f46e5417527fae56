// The receipt of a paid consultation, as a printable page of its own: the provider, the receipt's number and date,
// the patient and the appointment, the doctor with the registration number and council the Telemedicine Practice
// Guidelines 2020 ask for, the amount in figures and in words, the UPI reference, and the GST exemption. Its own
// small document (no site header, footer or menus), so what prints is the receipt alone; its styles are inline so
// it prints the same wherever it is opened. The patient reads it in the booking's language, the admin in English.
import { formatIndiaTime } from '../../../shared/i18n/format';
import { formatPaise } from '../../../shared/money';
import type { Locale } from '../../../shared/i18n/locales';
import { standaloneDocument } from '../../render/standalone-document';
import { amountInWords, type ReceiptFacts } from '../../appointments';
import { RECEIPT_WORDS_EN, type ReceiptWords } from './copy.en';
import { RECEIPT_WORDS_HI } from './copy.hi';

export const RECEIPT_WORDS: Record<Locale, ReceiptWords> = { en: RECEIPT_WORDS_EN, hi: RECEIPT_WORDS_HI };

export interface ReceiptProvider {
  name: string;
  address: string;
  phone: string;
  email: string;
}

// No quotes, ampersands or angle brackets: React writes the text as it is.
const STYLES = `
*{box-sizing:border-box}
body{margin:0;background:#f1f5f9;color:#111827;font:16px/1.5 system-ui,Noto Sans,Noto Sans Devanagari,sans-serif}
.receipt{max-width:46rem;margin:1.5rem auto;background:#fff;border:1px solid #cbd5e1;border-radius:12px;padding:2rem}
.receipt-top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;border-bottom:2px solid #0f766e;padding-bottom:1rem}
.provider{margin:0;font-size:1.25rem;font-weight:800;color:#115e59}
.address{margin:.25rem 0 0;color:#374151;font-size:.9rem}
.title{margin:0;font-size:1.75rem;font-weight:800;text-align:right}
.number{margin:0;font-family:ui-monospace,monospace;text-align:right}
dl{display:grid;grid-template-columns:minmax(9rem,14rem) 1fr;gap:.5rem 1rem;margin:1.25rem 0}
dt{font-weight:700;color:#374151}
dd{margin:0;overflow-wrap:anywhere}
.amount{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}
.figure{margin:0;font-size:1.5rem;font-weight:800}
.words{margin:.25rem 0 0;font-weight:600}
.note{margin:.75rem 0 0;color:#374151;font-size:.9rem}
.tools{max-width:46rem;margin:0 auto 2rem;padding:0 1rem;color:#374151}
.tools a{color:#115e59;font-weight:700}
@media (max-width:36rem){.receipt{margin:0;border-radius:0;border-width:0 0 1px;padding:1.25rem}dl{grid-template-columns:1fr;gap:0 0}dt{margin-top:.6rem}.title,.number{text-align:left}}
@media print{body{background:#fff}.receipt{margin:0;border:0;padding:0;max-width:none}.tools{display:none}}
`;

function Row({ label, children }: { label: string; children: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function Receipt({
  facts,
  locale,
  provider,
}: {
  facts: ReceiptFacts;
  locale: Locale;
  provider: ReceiptProvider;
}) {
  const words = RECEIPT_WORDS[locale];
  const { appointment, doctor } = facts;
  const hi = locale === 'hi' ? doctor.wordsHi : {};
  return (
    <article className="receipt" aria-labelledby="receipt-title" data-receipt={facts.receiptNumber}>
      <div className="receipt-top">
        <div>
          <p className="provider">{provider.name}</p>
          <p className="address">{provider.address}</p>
          <p className="address">
            {provider.phone} · {provider.email}
          </p>
        </div>
        <div>
          <h1 id="receipt-title" className="title">
            {words.title}
          </h1>
          <p className="number">{facts.receiptNumber}</p>
        </div>
      </div>
      <dl>
        <Row label={words.number}>{facts.receiptNumber}</Row>
        <Row label={words.paidOn}>{words.indiaTime(formatIndiaTime(facts.paidAt, locale))}</Row>
        <Row label={words.patient}>{appointment.patientName}</Row>
        <Row label={words.appointment}>{appointment.reference}</Row>
        <Row label={words.doctor}>{hi.name ?? doctor.name}</Row>
        <Row label={words.qualifications}>{hi.qualifications ?? doctor.qualifications}</Row>
        <Row label={words.registration}>{doctor.registrationNumber}</Row>
        <Row label={words.council}>{hi.council ?? doctor.council}</Row>
        <Row label={words.mode}>{words.modes[appointment.mode]}</Row>
        <Row label={words.time}>{words.indiaTime(formatIndiaTime(appointment.start, locale))}</Row>
      </dl>
      <section className="amount" aria-label={words.amount}>
        <p className="note">
          {words.description} · {words.amount}
        </p>
        <p className="figure" data-amount={facts.amount}>
          {formatPaise(facts.amount, locale)}
        </p>
        <p className="words">
          {words.inWords}: {amountInWords(facts.amount, locale)}
        </p>
        <p className="note">
          {words.paidBy}:{' '}
          {facts.gatewayMethod
            ? words.online(
                words.methods[facts.gatewayMethod as keyof typeof words.methods] ?? facts.gatewayMethod,
                facts.upiReference,
              )
            : words.upi(facts.upiReference)}
        </p>
      </section>
      {facts.refund && (
        <p className="note" data-refund-status={facts.refund.status}>
          {facts.refund.status === 'paid' && facts.refund.paidAt !== null
            ? words.refunded(
                formatPaise(facts.refund.amount, locale),
                formatIndiaTime(facts.refund.paidAt, locale),
                facts.refund.reference ?? '',
              )
            : words.refundDue(formatPaise(facts.refund.amount, locale))}
        </p>
      )}
      <p className="note" data-gst>
        {words.gst}
      </p>
      <p className="note">{words.computer}</p>
    </article>
  );
}

/** The receipt as a whole HTML document, with a way back (the patient's appointment page, or Billing → Invoices). */
export function receiptDocument(input: {
  facts: ReceiptFacts;
  locale: Locale;
  provider: ReceiptProvider;
  back: { href: string; label?: string };
}): string {
  const words = RECEIPT_WORDS[input.locale];
  return standaloneDocument({
    locale: input.locale,
    title: `${words.documentTitle(input.facts.receiptNumber)} | ${input.provider.name}`,
    styles: STYLES,
    children: (
      <>
        <Receipt facts={input.facts} locale={input.locale} provider={input.provider} />
        <div className="tools">
          <p>{words.print}</p>
          <p>
            <a href={input.back.href}>{input.back.label ?? words.back}</a>
          </p>
        </div>
      </>
    ),
  });
}
