// The patient's area's addresses, written once in English (the Hindi area lives under /hi): the menu, the screens'
// own links and the tests read them here.
export const ACCOUNT_HOME_PATH = '/account';
export const ACCOUNT_APPOINTMENTS_PATH = '/account/appointments';
export const ACCOUNT_PROFILE_PATH = '/account/profile';
export const ACCOUNT_PRIVACY_PATH = '/account/privacy';
/** The confirmation step, and the post that files the request to delete the account. */
export const ACCOUNT_DELETE_PATH = `${ACCOUNT_PRIVACY_PATH}/delete`;
