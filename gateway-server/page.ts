/** The stand-in's hosted payment page: plain HTML, no script, readable at 360 px, 44 px buttons. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const html = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:30rem;padding:1rem;color:#111}
h1{font-size:1.35rem;margin:.5rem 0}.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
fieldset{border:1px solid #888;border-radius:.5rem;margin:1rem 0;padding:.5rem .75rem}
label{display:flex;align-items:center;gap:.5rem;min-height:44px}input[type=radio]{width:24px;height:24px}
button{display:block;width:100%;min-height:48px;margin:.5rem 0;font:inherit;font-weight:700;border-radius:.5rem;
border:2px solid #0b3d91;cursor:pointer}.pay{background:#0b3d91;color:#fff}.fail{background:#fff;color:#0b3d91}
.note{color:#444;font-size:.875rem}:focus-visible{outline:3px solid #b45309;outline-offset:2px}`;

function documentOf(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 }).format(paise / 100)}`;

export function payPage(link: { id: string; amount: number; description: string; reference: string; status: string }) {
  if (link.status === 'paid')
    return documentOf('Already paid', `<h1>This link is paid</h1><p>${html(link.reference)} was paid already.</p>`);
  return documentOf(
    `Pay ${rupees(link.amount)}`,
    `<p class="note">Payment stand-in (development only; no money moves)</p>
<h1>${html(link.description)}</h1>
<p class="amount">${rupees(link.amount)}</p>
<p>Reference ${html(link.reference)}</p>
<form method="post" action="/pay/${encodeURIComponent(link.id)}">
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="method" value="upi" checked> UPI</label>
<label><input type="radio" name="method" value="card"> Card</label>
<label><input type="radio" name="method" value="netbanking"> Netbanking</label>
</fieldset>
<button class="pay" type="submit" name="action" value="pay">Pay ${rupees(link.amount)}</button>
<button class="fail" type="submit" name="action" value="fail">Fail</button>
</form>`,
  );
}

export function failedPage(link: { id: string; reference: string }) {
  return documentOf(
    'Payment failed',
    `<h1>Payment failed</h1><p>Nothing was taken for ${html(link.reference)}.</p><p><a href="/pay/${encodeURIComponent(link.id)}">Try again</a></p>`,
  );
}
