// The requests area as other areas see it: the routes that take visitors' forms, the data download's address, the forms
// the public pages carry, and the store the admin inbox reads.
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
export { FormStateContext } from './form-state';
export {
  ContactMessageForm,
  PAGE_FORM_PATHS,
  PrivacyRequestForm,
  RefundRequestForm,
  type PageFormKind,
} from './PageRequestForms';
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
export { requestRoutes } from './routes';
export { takeRequest } from './take';
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
