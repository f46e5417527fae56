// The sign-in code sent to a mobile: one source for the site's pages, the message that carries the code and the local
// auth server's defaults. On the hosted auth project, set the SMS OTP settings to these (decision 0028).

/** The code's length, as Supabase Auth sends it by default (sms otp_length 6). */
export const PHONE_CODE_LENGTH = 6;
/** How long a code works: the auth server's SMS OTP expiry. */
export const PHONE_CODE_EXPIRY_SECONDS = 300;
/** The least time between two codes to one number: Supabase's sms max_frequency (60 s by default). */
export const PHONE_RESEND_SECONDS = 60;
/** Wrong codes after which a code stops working. */
export const PHONE_MAX_TRIES = 5;
/** The window in which PHONE_MAX_TRIES wrong codes to one number lock it (the Worker's sign-in guard). */
export const PHONE_LOCK_WINDOW_MINUTES = 15;
/** How long a number stays locked after PHONE_MAX_TRIES wrong codes within the window: no code is tried or sent. */
export const PHONE_LOCK_MINUTES = 15;
