// The patient's area's addresses, written once in English (the Hindi area lives under /hi): the menu, the screens'
// own links and the tests read them here.
import { ACCOUNT_RECORDS_PATH } from '../../shared/account/paths';

export const ACCOUNT_HOME_PATH = '/account';
export const ACCOUNT_APPOINTMENTS_PATH = '/account/appointments';
export const ACCOUNT_PROFILE_PATH = '/account/profile';
export const ACCOUNT_PRIVACY_PATH = '/account/privacy';
/** Records: written in shared/account/paths.ts, where the prescription mail reads it too. */
export { ACCOUNT_RECORDS_PATH };
/** Who opened the account's records (the medical-record access log of their own records). */
export const ACCOUNT_RECORDS_ACCESS_PATH = `${ACCOUNT_RECORDS_PATH}/access`;
/** One issued prescription's printable page: /account/prescriptions/<number>. */
export const ACCOUNT_PRESCRIPTIONS_PATH = '/account/prescriptions';
/** The confirmation step, and the post that files the request to delete the account. */
export const ACCOUNT_DELETE_PATH = `${ACCOUNT_PRIVACY_PATH}/delete`;
