// /admin/billing/invoices: the receipts issued (one per payment recorded), newest first; each opens the printable
// receipt at /admin/billing/invoices/<RC-number>, in English, the same document the patient opens in their language.
import { Hono, type Context } from 'hono';
import { formatPaise } from '../../../../shared/money';
import { BILLING_PAGE_SIZE, findReceipt, listPayments, RECEIPT_NUMBER, type PaymentLine } from '../../../appointments';
import { gatewayPaymentWords } from './gateway-parts';
import { receiptDocument } from '../../../patient';
import type { AppEnv } from '../../../env';
import { adminDb } from '../../db';
import { invoicePath } from './Payments';
import { indiaTime } from '../shared/india-time';
import { ListTable } from '../shared/ListTable';
import { Pager, shownRange } from '../shared/Pager';
import { pageField, readQuery, z } from '../../../http/validate';

export function Invoices({
  path,
  page,
  receipts,
  total,
}: {
  path: string;
  page: number;
  receipts: readonly PaymentLine[];
  total: number;
}) {
  return (
    <div className="grid gap-6">
      <p className="m-0 max-w-3xl text-ink-700">
        A receipt is issued when a payment is recorded in Billing → Payments, or at once when the payment gateway's
        signed webhook reports a payment. Each one prints with the doctor's registration number, the amount in words and
        figures and the GST exemption; the patient sees the same receipt in their language on their appointment page.
      </p>
      <ListTable
        summary={
          total === 0 ? 'No receipt issued yet.' : `Showing ${shownRange(page, total, BILLING_PAGE_SIZE)}, newest first`
        }
        rows={receipts}
        row={(receipt) => (
          <tr key={receipt.receiptNumber} className="border-b border-slate-200 align-top text-sm">
            <th scope="row" className="whitespace-nowrap py-3 pr-3 font-mono font-normal">
              <a href={invoicePath(receipt.receiptNumber)}>{receipt.receiptNumber}</a>
            </th>
            <td className="whitespace-nowrap py-3 pr-3">{indiaTime(receipt.paidAt)}</td>
            <td className="py-3 pr-3">{receipt.patientName}</td>
            <td className="py-3 pr-3">{receipt.doctorName}</td>
            <td className="py-3 pr-3 font-mono">{receipt.reference}</td>
            <td className="whitespace-nowrap py-3 pr-3 font-semibold">{formatPaise(receipt.amount)}</td>
            <td className="py-3">
              <span className="block font-mono">{receipt.upiReference}</span>
              <span className="block text-ink-600">{gatewayPaymentWords(receipt) ?? 'UPI (UTR)'}</span>
            </td>
          </tr>
        )}
        caption="Receipts issued, newest first"
        headers={['Receipt', 'Date (India)', 'Patient', 'Doctor', 'Appointment', 'Amount', 'Paid by']}
        minWidth="min-w-[56rem]"
        pager={
          <Pager
            query={{ page }}
            total={total}
            path={path}
            pageSize={BILLING_PAGE_SIZE}
            search={(to) => (to > 1 ? `?page=${to}` : '')}
          />
        }
      />
    </div>
  );
}

/** ?page= (1 to 10,000; the first page for anything else). */
const INVOICES_QUERY = z.object({ page: pageField(10_000) });

export async function invoicesScreen(c: Context<AppEnv>, path: string) {
  const { page } = readQuery(INVOICES_QUERY, c.req.query());
  const { payments, total } = await listPayments(adminDb(c), page);
  return <Invoices path={path} page={page} receipts={payments} total={total} />;
}

/** The printable receipt, under the screen's path (the /admin guard covers it). */
export function invoicesActions(path: string) {
  return new Hono<AppEnv>().get(`${path}/:number`, async (c) => {
    const number = c.req.param('number') ?? '';
    const facts = RECEIPT_NUMBER.test(number) ? await findReceipt(adminDb(c), number) : null;
    if (!facts) return c.text(`There is no receipt ${number.slice(0, 20)}.`, 404);
    const config = c.get('config');
    const html = receiptDocument({
      facts,
      locale: 'en',
      provider: {
        name: config.siteName,
        address: config.office.address,
        phone: config.supportPhone,
        email: config.supportEmail,
      },
      back: { href: path, label: 'Back to Invoices' },
    });
    return c.html(html, 200, { 'Cache-Control': 'private, no-store' });
  });
}
