// The requests module as other modules see it: storing a visitor's request with its messages, the data download's
// address, and the store the admin inbox reads. The forms and the pages that take them are the site's
// (src/site/request-forms).
export {
  accountAuditStatement,
  forgetRequestsAccountStatements,
  openErasureRequest,
  REQUEST_STORED,
  requestLinksOf,
  type AccountAuditAction,
  type AccountRequests,
} from './account-requests';
export {
  requestRecordsOfAccount,
  requestsOfAccount,
  type AccountRequest,
  type AccountRequestRecord,
} from './account-owned';
export { REQUESTS_CSV_HEADER, requestCsvRow } from './csv';
export { requestFigures, type RequestFigures, type RequestPeriods } from './dashboard-figures';
export { detailLines } from './details';
export { inboxSearch, readInboxQuery, type InboxQuery } from './inbox-query';
export { MY_DATA_PATH } from './my-data';
export { refundRequestsQuoting, type QuotingRefundRequest } from './refund-quotes';
export {
  firstContactFigures,
  firstContactsOf,
  firstContactStatement,
  type FirstContactFigures,
} from './first-contact';
export {
  requestConversion,
  requestsPerDay,
  type ConversionGroup,
  type DayCount,
  type ReportPeriod,
} from './reports';
export { deleteExpiredRequests } from './retention';
export { storeRequest, type NewRequest, type StoredRequestOutcome } from './store-request';
export {
  countNewRequests,
  EXPORT_BATCH,
  insertRequest,
  isRequestStatus,
  listRequests,
  PAGE_SIZE,
  recordRequestsExport,
  requestBatches,
  requestByReference,
  REQUEST_STATUSES,
  setRequestStatus,
  type RequestCursor,
  type RequestPage,
  type RequestStatus,
  type StoredRequest,
} from './store';
