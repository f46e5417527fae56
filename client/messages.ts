// The spec's user-facing messages (SPEC.md section 8), in one place for the server pages, the islands and the tests.

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastMessage {
  variant: ToastVariant;
  title: string;
  description?: string;
}

export const DOCTOR_REQUEST_MISSING: ToastMessage = {
  variant: 'error',
  title: 'Missing Information',
  description: 'Please fill in all required fields.',
};

export const DOCTOR_REQUEST_SUBMITTED: ToastMessage = {
  variant: 'success',
  title: 'Request Submitted',
  description: 'Our team will contact you within 24 hours to discuss your specific doctor requirements.',
};

export function packageSelected(packageName: string): ToastMessage {
  return {
    variant: 'success',
    title: 'Package Selected',
    description: `${packageName} is selected. Please contact us to schedule your appointment.`,
  };
}

/**
 * Messages the server may carry over a redirect. The cookie holds only the code, so nobody can make the site
 * show text of their choosing.
 */
export const FLASH_MESSAGES = {
  'doctor-request-submitted': DOCTOR_REQUEST_SUBMITTED,
} as const satisfies Record<string, ToastMessage>;

export type FlashCode = keyof typeof FLASH_MESSAGES;

export interface FlashMessage extends ToastMessage {
  code: FlashCode;
}

export function isFlashCode(value: string): value is FlashCode {
  return Object.hasOwn(FLASH_MESSAGES, value);
}

export const NOT_FOUND_TITLE = 'Oops! Page not found';
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';
