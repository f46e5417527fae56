// The shapes of the references a patient or a coordinator may type: an appointment's and a receipt's. Each is
// checked before anything is looked up, so a malformed one costs no query.

/** 'AP-' and six characters of Crockford's base 32, as src/references.ts draws them. */
export const APPOINTMENT_REFERENCE = /^AP-[0-9A-HJKMNP-TV-Z]{6}$/;

/** Receipt numbers: RC- and six of the same. */
export const RECEIPT_NUMBER = /^RC-[0-9A-HJKMNP-TV-Z]{6}$/;
