// What a booking form starts with for a person who is signed in: their account's own full name, mobile and e-mail
// (the profile on the auth server's record), each only when the form's own rule accepts it, so a form never opens
// with a problem the person did not make (a name made from an e-mail address with digits in it is left for them to
// type). The server fills the no-JavaScript forms with it; the dialogs read the same from the header's hint cookie.
import { displayIndianMobile } from './phone';
import { problemOf, REQUEST_KINDS } from './kinds';

export interface Prefill {
  name?: string;
  /** As people write it: '+91 98765 43210'. */
  phone?: string;
  email?: string;
}

const RULES = {
  name: REQUEST_KINDS.booking.fields.name,
  phone: REQUEST_KINDS.booking.fields.phone,
  email: { ...REQUEST_KINDS.contact.fields.email, required: false },
} as const;

/** The fields of a booking form an account fills in; none for a value its rule would refuse. */
export function prefillOf(account: {
  fullName?: string | null;
  phone?: string | null;
  email?: string | null;
}): Prefill {
  const prefill: Prefill = {};
  const name = account.fullName?.trim() ?? '';
  if (name && !problemOf(RULES.name, name).problem) prefill.name = name.replace(/\s+/g, ' ');
  const phone = problemOf(RULES.phone, account.phone?.trim() ?? '');
  if (account.phone && !phone.problem) prefill.phone = displayIndianMobile(phone.value);
  const email = account.email?.trim() ?? '';
  if (email && !problemOf(RULES.email, email).problem) prefill.email = email;
  return prefill;
}
