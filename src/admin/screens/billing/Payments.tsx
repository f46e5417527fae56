// /admin/billing/payments: appointments awaiting payment (soonest first; one definition with the sidebar's badge,
// AWAITING_PAYMENT_STATUSES) and the form that records a UPI payment the patient made (the UTR, the amount, which must
// equal the fee, and when it was paid, in India time); below, the payments recorded, newest first. Recording issues
// the receipt (Billing → Invoices). A refused form comes back with its message and the values typed, as a 400.
import type { Context } from 'hono';
import {
  BILLING_PAGE_SIZE,
  countAwaitingPayment,
  findAppointment,
  listAwaitingPayment,
  listPayments,
  paymentOf,
  RECEIPT_NUMBER,
  recordPayment,
  STATUS_WORDS,
  type Appointment,
  type GatewayFinding,
  type PaymentLine,
} from '../../../appointments';
import { attachPost, Findings, findingsOf, gatewayPaymentWords } from './gateway-parts';
import { formatPaise, rupeeFigure } from '../../../../shared/money';
import { displayIndianMobile } from '../../../../shared/requests/phone';
import type { AppEnv } from '../../../env';
import { readFormFields } from '../../../http/form';
import { checkFields, lenient, pageField, readOr, readQuery, z } from '../../../http/validate';
import { refusalText } from '../../../http/refusals';
import { actorOf, adminDb } from '../../db';
import { INVOICES_PATH } from '../../paths';
import { checkReference, indiaNowFields, paymentSchema } from './billing-form';
import { indiaTime } from '../shared/india-time';
import { ListTable } from '../shared/ListTable';
import { Pager, shownRange } from '../shared/Pager';

export { INVOICES_PATH };
export const invoicePath = (receiptNumber: string) => `${INVOICES_PATH}/${receiptNumber}`;

interface PaymentForm {
  reference: string;
  utr: string;
  amount: string;
  date: string;
  time: string;
}

interface PaymentsProps {
  path: string;
  page: number;
  awaiting: readonly Appointment[];
  awaitingTotal: number;
  payments: readonly PaymentLine[];
  paymentsTotal: number;
  form: PaymentForm;
  /** What was wrong with the form just sent. */
  problem: string | null;
  /** The receipt just issued. */
  recorded: string | null;
  /** The reconciliation's open findings (decision 0032). */
  findings?: readonly GatewayFinding[];
}

function RecordForm({ path, form, problem }: { path: string; form: PaymentForm; problem: string | null }) {
  const field = (name: keyof PaymentForm, label: string, extra: Record<string, string | number> = {}) => (
    <div>
      <label htmlFor={`payment-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`payment-${name}`}
        name={name}
        defaultValue={form[name]}
        required
        className="field-input"
        aria-describedby={problem ? 'payment-problem' : undefined}
        {...extra}
      />
    </div>
  );
  return (
    <form method="post" action={path} id="record" className="card grid gap-3" aria-labelledby="record-heading">
      <h2 id="record-heading" className="m-0 text-lg font-bold text-ink-900">
        Record a UPI payment
      </h2>
      <p className="m-0 text-ink-700">
        From the patient's UPI app or the provider's bank statement. The amount must equal the appointment's fee; a UTR
        is recorded once. Recording issues the receipt.
      </p>
      {problem && (
        <p id="payment-problem" role="alert" className="alert-error m-0">
          {problem}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr] lg:grid-cols-[1fr_1fr_0.8fr_1fr_0.8fr_auto] lg:items-end">
        {field('reference', 'Appointment reference', { maxLength: 9, placeholder: 'AP-7K3F9Q', autoComplete: 'off' })}
        {field('utr', 'UPI transaction reference (UTR, 12 digits)', {
          inputMode: 'numeric',
          maxLength: 14,
          autoComplete: 'off',
        })}
        {field('amount', 'Amount in rupees (the fee)', { inputMode: 'decimal', maxLength: 14 })}
        {field('date', 'Paid on (India date)', { type: 'date' })}
        {field('time', 'At (India time)', { type: 'time' })}
        <button type="submit" className="btn-primary">
          Record payment
        </button>
      </div>
    </form>
  );
}

function AwaitingRow({ appointment, path }: { appointment: Appointment; path: string }) {
  return (
    <tr className="border-b border-slate-200 align-top text-sm">
      <th scope="row" className="whitespace-nowrap py-3 pr-3 font-mono">
        {appointment.reference}
      </th>
      <td className="py-3 pr-3">
        <span className="block font-semibold">{appointment.patientName}</span>
        <a href={`tel:${appointment.patientPhone}`} className="whitespace-nowrap">
          {displayIndianMobile(appointment.patientPhone)}
        </a>
      </td>
      <td className="py-3 pr-3">{appointment.doctorName}</td>
      <td className="py-3 pr-3">{indiaTime(appointment.start)}</td>
      <td className="py-3 pr-3">{STATUS_WORDS[appointment.status]}</td>
      <td className="whitespace-nowrap py-3 pr-3 font-semibold">{formatPaise(appointment.fee)}</td>
      <td className="py-3">
        <a href={`${path}?ref=${appointment.reference}#record`} className="whitespace-nowrap">
          Record payment<span className="sr-only"> for {appointment.reference}</span>
        </a>
      </td>
    </tr>
  );
}

function PaymentRow({ payment }: { payment: PaymentLine }) {
  return (
    <tr className="border-b border-slate-200 align-top text-sm">
      <td className="whitespace-nowrap py-3 pr-3">{indiaTime(payment.paidAt)}</td>
      <th scope="row" className="py-3 pr-3 font-mono font-normal">
        <a href={invoicePath(payment.receiptNumber)}>{payment.receiptNumber}</a>
        <span className="block">{payment.reference}</span>
      </th>
      <td className="py-3 pr-3">{payment.patientName}</td>
      <td className="py-3 pr-3">{payment.doctorName}</td>
      <td className="whitespace-nowrap py-3 pr-3 font-semibold">{formatPaise(payment.amount)}</td>
      <td className="py-3 pr-3">
        <span className="block font-mono">{payment.upiReference}</span>
        {gatewayPaymentWords(payment) && <span className="block text-ink-600">{gatewayPaymentWords(payment)}</span>}
      </td>
      <td className="py-3 [overflow-wrap:anywhere]">
        {payment.recordedBy}
        <span className="block text-ink-600">{indiaTime(payment.recordedAt)}</span>
      </td>
    </tr>
  );
}

const shown = (page: number, total: number) => shownRange(page, total, BILLING_PAGE_SIZE);

export function Payments(props: PaymentsProps) {
  const { path, page } = props;
  return (
    <div className="grid gap-6">
      {props.recorded && (
        <p role="status" className="m-0 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          Payment recorded. Receipt <a href={invoicePath(props.recorded)}>{props.recorded}</a> is issued; the patient
          sees it on their appointment page.
        </p>
      )}
      <Findings path={path} findings={props.findings ?? []} />
      <RecordForm path={path} form={props.form} problem={props.problem} />
      <section aria-labelledby="awaiting-heading" className="grid gap-3">
        <h2 id="awaiting-heading" className="m-0 text-lg font-bold text-ink-900">
          Awaiting payment
        </h2>
        <p className="m-0 max-w-3xl text-ink-700">
          Booked or confirmed by a coordinator, or already held, and not paid yet: the number beside Payments in the
          menu counts the same. A patient’s pick shows here once a coordinator confirms it.
        </p>
        <ListTable
          summary={
            props.awaitingTotal === 0
              ? 'No appointment is waiting for payment.'
              : `${shown(page, props.awaitingTotal)}, soonest first`
          }
          rows={props.awaiting}
          row={(appointment) => <AwaitingRow key={appointment.reference} appointment={appointment} path={path} />}
          caption="Appointments awaiting payment, soonest first"
          headers={['Reference', 'Patient', 'Doctor', 'Time (India)', 'Status', 'Fee', '']}
          minWidth="min-w-[52rem]"
        />
      </section>
      <section aria-labelledby="payments-heading" className="grid gap-3">
        <h2 id="payments-heading" className="m-0 text-lg font-bold text-ink-900">
          Payments recorded
        </h2>
        <ListTable
          summary={
            props.paymentsTotal === 0 ? 'No payment recorded yet.' : `${shown(page, props.paymentsTotal)}, newest first`
          }
          rows={props.payments}
          row={(payment) => <PaymentRow key={payment.receiptNumber} payment={payment} />}
          caption="Payments recorded, newest first"
          headers={['Paid (India)', 'Receipt', 'Patient', 'Doctor', 'Amount', 'UTR or gateway payment', 'Recorded by']}
          minWidth="min-w-[56rem]"
        />
      </section>
      <Pager
        pageSize={BILLING_PAGE_SIZE}
        query={{ page }}
        total={Math.max(props.awaitingTotal, props.paymentsTotal)}
        path={path}
        search={(to) => (to > 1 ? `?page=${to}` : '')}
      />
    </div>
  );
}

/** ?page= (1 to 10,000) and ?recorded=<receipt number> (the note of a payment just recorded; none for anything else). */
const LIST_QUERY = z.object({
  page: pageField(10_000),
  recorded: lenient((text) => (RECEIPT_NUMBER.test(text) ? text : null)),
});

async function render(c: Context<AppEnv>, path: string, form: PaymentForm, problem: string | null) {
  const db = adminDb(c);
  const { page, recorded } = readQuery(LIST_QUERY, c.req.query());
  const [awaiting, payments, findings] = await Promise.all([
    listAwaitingPayment(db, page),
    listPayments(db, page),
    findingsOf(c),
  ]);
  return (
    <Payments
      path={path}
      page={page}
      awaiting={awaiting.appointments}
      awaitingTotal={awaiting.total}
      payments={payments.payments}
      paymentsTotal={payments.total}
      form={form}
      problem={problem}
      recorded={recorded}
      findings={findings}
    />
  );
}

/** `?ref=AP-…`: an appointment's reference (anything else fills nothing in). */
const PAYMENTS_QUERY = z.object({ ref: readOr(checkReference) });

/** The screen: `?ref=AP-…` fills the form with that appointment's reference and fee. */
export async function paymentsScreen(c: Context<AppEnv>, path: string) {
  const query = checkFields(PAYMENTS_QUERY, c.req.query());
  const appointment = query.ok ? await findAppointment(adminDb(c), query.value.ref) : null;
  const fee = appointment ? rupeeFigure(appointment.fee) : '';
  const now = indiaNowFields(Date.now());
  return render(c, path, { reference: appointment?.reference ?? '', utr: '', amount: fee, ...now }, null);
}

/** Why recordPayment refused, in words. */
async function refusal(db: D1Database, reason: string, reference: string): Promise<string> {
  const appointment = await findAppointment(db, reference);
  switch (reason) {
    case 'not-found':
      return `There is no appointment ${reference}. Check the reference.`;
    case 'already-paid': {
      const paid = appointment ? await paymentOf(db, appointment.id) : null;
      return `${reference} is already paid${paid ? ` (receipt ${paid.receiptNumber}, UTR ${paid.upiReference})` : ''}: nothing was recorded.`;
    }
    case 'not-payable':
      return `${reference} was cancelled or lapsed, so no payment can be recorded on it. A refund for a cancelled appointment is in Billing → Refunds.`;
    case 'wrong-amount':
      return `The amount must equal the fee of ${reference}: ${appointment ? formatPaise(appointment.fee) : 'its fee'}. If the patient paid a different amount, do not record it here: call them.`;
    case 'reference-used':
      return 'That UTR is already recorded for another payment. Check the 12 digits against the UPI app or the bank statement.';
    default:
      return `${reference} changed while the payment was being recorded. Check it below and record the payment again.`;
  }
}

/** The form posted to the screen's own path: recorded → back to the screen with the receipt; refused → 400. */
export async function paymentsPost(c: Context<AppEnv>, path: string) {
  const db = adminDb(c);
  const read = await readFormFields(c.req);
  if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
  const fields = read.fields;
  if (fields.action === 'attach') {
    const attached = await attachPost(c, path, fields);
    if (attached.redirect) return attached.redirect;
    c.status(400);
    const now = indiaNowFields(Date.now());
    return render(c, path, { reference: '', utr: '', amount: '', ...now }, attached.problem ?? null);
  }
  const form: PaymentForm = {
    reference: (fields.reference ?? '').slice(0, 20),
    utr: (fields.utr ?? '').slice(0, 20),
    amount: (fields.amount ?? '').slice(0, 20),
    date: (fields.date ?? '').slice(0, 10),
    time: (fields.time ?? '').slice(0, 5),
  };
  const now = Date.now();
  const checked = checkFields(paymentSchema(form.time, now), form);
  let problem = checked.ok ? null : Object.values(checked.problems).join(' ');
  if (checked.ok) {
    const { reference, utr, amount, date: paidAt } = checked.value;
    const outcome = await recordPayment(db, {
      reference,
      upiReference: utr,
      amount,
      paidAt,
      actor: actorOf(c),
      now,
    });
    if (outcome.ok) return c.redirect(`${path}?recorded=${outcome.receiptNumber}`, 303);
    problem = await refusal(db, outcome.reason, reference);
  }
  c.status(400);
  return render(c, path, form, problem);
}

/** The sidebar's Payments badge: the appointments the Awaiting payment list counts (none shows no badge). */
export async function paymentsBadge(_c: Context<AppEnv>, db: D1Database): Promise<number | null> {
  const count = await countAwaitingPayment(db);
  return count > 0 ? count : null;
}
