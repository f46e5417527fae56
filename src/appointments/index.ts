// The appointments module as other modules see it: doctors and their calendars, the slots they offer, bookings and
// what happens to them, and the money on them. Routes, pages and screens live in the audience modules that show them
// (patient, admin, account, doctor, site).
export {
  appointmentCountsOf,
  doctorLinkedCondition,
  forgetAppointmentsAccountStatement,
  linkDoctorStatement,
  undoDoctorLinkStatement,
  unlinkDoctorStatement,
} from './account-appointments';
export {
  appointmentIdsOfAccount,
  appointmentOfAccount,
  appointmentsOfAccount,
  type AccountAppointment,
} from './account-owned';
export {
  APPOINTMENT_KEY,
  APPOINTMENTS_PATH,
  appointmentKey,
  appointmentLink,
  appointmentLinkSecret,
  appointmentPath,
  bookingPath,
  calendarPath,
  isAppointmentKey,
  keyedAppointmentPath,
  pageLocale,
  receiptPath,
} from './access';
export {
  markRefundPaid,
  paymentOf,
  recordPayment,
  refundOfAppointment,
  UTR,
  type Payment,
  type PaymentOutcome,
  type Refund,
} from './billing';
export { amountInWords } from './amount-in-words';
export {
  BILLING_PAGE_SIZE,
  countAwaitingPayment,
  countRefundsDue,
  findReceipt,
  listAwaitingPayment,
  listPayments,
  listRefunds,
  receiptOfAppointment,
  type PaymentLine,
  type ReceiptFacts,
  type RefundLine,
} from './billing-listing';
export {
  billingFigures,
  indiaPeriods,
  type BillingFigures,
  type IndiaPeriods,
  type Money,
} from './dashboard-figures';
export { calendarFile, type CalendarEvent } from './ics';
export {
  addDoctor,
  doctorSlug,
  editDoctor,
  saveWeek,
  storedWeek,
  unlinkGoneAccount,
  weekText,
  type DoctorFields,
  type Week,
} from './doctor-admin';
export { confirmationText, whatsappLink, type ConfirmationFacts } from './confirmation-text';
export {
  askHoursChange,
  DOCTOR_DESK_LIMIT,
  doctorAppointments,
  doctorOfAccount,
  findDoctorAppointment,
  HOURS_REQUEST_LENGTH,
  hoursRequestsOf,
  markHoursRequestHandled,
  openHoursRequests,
  type HoursRequest,
} from './doctor-desk';
export {
  doctorAppointmentNumbers,
  type DoctorAppointmentNumbers,
  type DoctorWeekFigures,
} from './doctor-numbers';
export { indiaDate, indiaDates, indiaInstant, indiaWeekday, INDIA_OFFSET_MS, minutesOfDay } from './india-time';
export {
  APPOINTMENT_EXPORT_BATCH,
  appointmentBatches,
  APPOINTMENT_PAGE_SIZE,
  APPOINTMENT_WINDOWS,
  appointmentHistory,
  appointmentsAround,
  appointmentsOfRequests,
  countAround,
  countWaiting,
  recordAppointmentsExport,
  indiaDayStart,
  isNewestFirst,
  listAppointments,
  todayByStatus,
  type AppointmentCursor,
  type AppointmentFilter,
  type AppointmentPage,
  type AppointmentStatusFilter,
  type AppointmentWindow,
  type HistoryEntry,
  type LiveAppointment,
} from './listing';
export {
  ACTIVE_STATUSES,
  askAnotherTime,
  canMove,
  cancelAppointment,
  changeStatus,
  findAppointment,
  findPatientAppointment,
  isOpen,
  lapseExpiredHolds,
  NEXT_STATUSES,
  refundIfCancelled,
  guardedChange,
  rescheduleAppointment,
  type Alongside,
  type Cancelled,
  type Changed,
} from './lifecycle';
export {
  checkSlot,
  firstFreeSlots,
  COORDINATOR_DAYS,
  PATIENT_DAYS,
  setSlotBlocked,
  slotBoard,
  type BoardSlot,
  type SlotProblem,
  type SlotState,
} from './offer';
export { LIVE_MARGIN_MS, moveTiming, type MoveTiming, type TimedMove } from './move-window';
export { doctorNamedIn } from './named-doctor';
export {
  noPublishedDoctorIn,
  publishedDepartments,
  publishedDoctor,
  publishedDoctors,
  publishedDoctorsIn,
  type PublishedDepartment,
} from './published';
export type { Appointment, PaymentState } from './appointment-rows';
export {
  consultationRefund,
  noShowRefund,
  refundPaidWithin,
  type CancelledBy,
  type ConsultationRefund,
} from './refund';
export { MODE_WORDS, notYetLines, STATUS_WORDS, tooEarlyWords } from './staff-copy';
export { deriveSlots, spanProblem, type Calendar, type Slot, type WeeklySpan } from './slots';
export {
  APPOINTMENT_MODES,
  APPOINTMENT_STATUSES,
  calendarOf,
  findDoctor,
  heldPicksOf,
  insertAppointment,
  listDoctors,
  saveCalendar,
  saveDoctor,
  type AppointmentMode,
  type AppointmentStatus,
  type Booked,
  type DoctorRecord,
  type DoctorWordsHi,
  type NewAppointment,
} from './store';
export {
  appointmentsPerDay,
  noShowFigures,
  revenueByDoctor,
  type AppointmentDay,
  type AppointmentPeriod,
  type DoctorRevenue,
  type NoShowFigures,
} from './reports';
export {
  appointmentsDueReminder,
  eveningWindow,
  REMINDER_LIMIT,
  remindAppointments,
  type ReminderKind,
} from './reminders';
export { APPOINTMENT_REFERENCE, RECEIPT_NUMBER } from './references';
export { patientFactsOf, type PatientFacts } from './patient-facts';
export { prescriptionIssuedAt } from './prescription-note';
export { awaitsPayment, payableUpiLink, upiAmount, upiIntentLink } from './upi';
export {
  numbersOfAccount,
  setAccountWhatsapp,
  setWhatsappConsent,
  type AccountNumber,
} from './phone-choices';
// Payments through a gateway (decision 0032).
export type {
  CallbackFacts,
  GatewayEvent,
  GatewayPaymentFacts,
  GatewayRefundFacts,
  PaymentGateway,
} from './gateway/gateway';
export { razorpayGateway, signedCallbackQuery } from './gateway/razorpay';
export { configuredGateway, gatewayOf, reconcileConfigured } from './gateway/setup';
export {
  GATEWAY_ACTOR,
  gatewayPaymentOf,
  recordGatewayPaid,
  storeEvent,
  type FindingKind,
  type GatewayPayment,
  type PaidOutcome,
} from './gateway/payments';
export {
  patientPaymentOption,
  paymentLinkFor,
  savePaymentOption,
  storedPaymentOption,
} from './gateway/links';
export {
  gatewayRefundOf,
  gatewayRefundsOf,
  recordGatewayRefundEvent,
  refundAfterCancel,
  retryGatewayRefund,
  startGatewayRefund,
  type GatewayRefund,
  type RefundEventOutcome,
} from './gateway/refunds';
export {
  attachFinding,
  findingById,
  openFindings,
  reconcileGateway,
  type AttachOutcome,
  type GatewayFinding,
  type Reconciled,
} from './gateway/reconcile';
