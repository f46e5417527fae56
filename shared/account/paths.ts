// The patient's area's addresses that other areas link to: the prescription mail (src/notifications) points to
// Records. Here, below every area, because the notifications area may not import the account area (the account
// area imports notifications, so that would be an import circle: tests/architecture). src/account/paths.ts
// re-exports it with the area's other addresses. English; localizedPath gives the Hindi twin. No imports.
export const ACCOUNT_RECORDS_PATH = '/account/records';
