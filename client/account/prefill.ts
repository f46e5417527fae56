// The booking dialogs' name and mobile for the person signed in, from the header's hint cookie, where the Worker
// wrote the account's own profile name and mobile once the booking form's rules accepted them
// (shared/auth/account-hint.ts, src/auth/account-hint.ts). Read when a dialog's form is made in the browser; the
// server's copy of a page, shared by everyone, never carries them. Small on purpose: the page's first script has it.
import { accountHintFromCookies } from '../../shared/auth/account-hint';
import { displayIndianMobile } from '../../shared/requests/phone';

/** The form's field names and what they start with. */
export type DialogPrefill = Partial<Record<'name' | 'phone', string>>;

/** The signed-in account's name and mobile for a booking form; nothing on the server or for a visitor. */
export function accountPrefill(): DialogPrefill {
  if (typeof document === 'undefined') return {};
  const hint = accountHintFromCookies(document.cookie);
  const prefill: DialogPrefill = {};
  if (hint?.fullName) prefill.name = hint.fullName;
  if (hint?.phone) prefill.phone = displayIndianMobile(hint.phone);
  return prefill;
}

/** Fills the empty name and mobile fields of a form made from the page's plain HTML (a native dialog's). */
export function prefillForm(form: HTMLFormElement): void {
  for (const [field, value] of Object.entries(accountPrefill())) {
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement && input.value === '' && value) input.defaultValue = value;
  }
}
