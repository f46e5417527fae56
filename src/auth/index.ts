// The sign-in area as other areas see it: its routes, the guards of the signed-in areas, and who is signed in.
export { sendAccountReset, type ResetSent } from './admin-reset';
export {
  DIRECTORY_LIMIT,
  deleteAccount,
  findAccount,
  linkedAccounts,
  listAllAccounts,
  setAccountDisabled,
  setAccountRole,
  type AccountRecord,
  type LinkedAccount,
} from './directory';
export { requireRole, requireSignedIn, type RoleRefusal } from './guards';
export { bookingPrefill } from './prefill';
export { ADMIN_ROLE, DOCTOR_ROLE } from './roles';
export { authRoutes } from './routes';
export { hasSessionCookie, postingAccount, readSession, type SessionState } from './session';
export { AuthUnavailableError, getSupabase, withDeadline } from './supabase';
export { type LoginCodeSender, SEND_SMS_HOOK_PATH, sendSmsHookRoutes } from './sms-hook';
export { guardedCodeCheck, lockedWords, type GuardedCodeCheck } from './guarded-code';
export {
  PHONE_MAX_TRIES,
  phoneCodeRefusal,
  phoneCodeSchema,
  phoneCookieOptions,
  phoneNumberSchema,
  phoneOnTheWayValue,
  phoneSendRefusal,
  readPhoneOnTheWay,
  resendInSeconds,
  waitInWords,
  type PhoneOnTheWay,
} from './phone-sign-in';
export { MobileNumberField, PhoneCodeField } from './PhoneSignIn';
