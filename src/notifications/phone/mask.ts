// How a phone number is shown to coordinators (the admin's screens, the audit log): enough to tell numbers apart.

/** '+919876543210' → '+91 98••• ••210': enough to tell numbers apart, not enough to call one. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+91/, '');
  if (!/^\d{10}$/.test(digits)) return '••••••••••';
  return `+91 ${digits.slice(0, 2)}••• ••${digits.slice(7)}`;
}
