/** The phone inbox page: plain HTML, no script. Every number, then one number's messages, newest first. */
import type { PhoneMessageRecord } from './server.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem}
li{list-style:none;border:1px solid #ccc;border-radius:.5rem;margin:.5rem 0;padding:.75rem}
.meta{color:#444;font-size:.875rem}button,input[type=checkbox]{min-height:24px;min-width:24px}
button{padding:.25rem .75rem}form{display:inline-block;margin:.25rem .5rem .25rem 0}a{display:inline-block;min-height:24px}`;

export function inboxPage(view: {
  numbers: string[];
  to?: string;
  messages: PhoneMessageRecord[];
  failing: boolean;
}): string {
  const numbers = view.numbers.length
    ? `<ul>${view.numbers.map((n) => `<li><a href="/?to=${encodeURIComponent(n)}">${html(n)}</a></li>`).join('')}</ul>`
    : '<p>No messages yet.</p>';
  const phone = view.to
    ? `<h2>${html(view.to)}</h2>
<form method="post" action="/reply-stop"><input type="hidden" name="to" value="${html(view.to)}">
<button type="submit">Reply STOP</button></form>
<form method="post" action="/fail-whatsapp"><input type="hidden" name="to" value="${html(view.to)}">
<label><input type="checkbox" name="fail" ${view.failing ? 'checked' : ''}> Fail WhatsApp for this number</label>
<button type="submit">Save</button></form>
<ol>${view.messages
        .map(
          (m) => `<li data-channel="${m.channel}" data-event="${m.event}" lang="${m.locale}">
<p class="meta">${m.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} · ${html(m.template)} · ${m.locale} · ${html(
            new Date(m.at).toISOString(),
          )} · ${m.status}</p><p class="text">${html(m.text)}</p></li>`,
        )
        .join('')}</ol>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Phone inbox (local)</title><style>${STYLE}</style></head><body><h1>Phone inbox (local stand-in)</h1>
<p>Messages the site sent by WhatsApp and SMS. Nothing leaves this machine.</p>${numbers}${phone}</body></html>`;
}
