// The appointments area as other areas see it: doctors and their calendars, the slots they offer, bookings and
// what happens to them, and the money on them. Screens live in the areas that show them (admin, site, account).
export {
  APPOINTMENTS_PATH,
  appointmentKey,
  appointmentLink,
  appointmentLinkSecret,
  appointmentPath,
  bookingPath,
  calendarPath,
  isAppointmentKey,
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
export { calendarFile, type CalendarEvent } from './ics';
export { indiaDate, indiaDates, indiaInstant, indiaWeekday, INDIA_OFFSET_MS, minutesOfDay } from './india-time';
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
  COORDINATOR_DAYS,
  PATIENT_DAYS,
  setSlotBlocked,
  slotBoard,
  type BoardSlot,
  type SlotProblem,
  type SlotState,
} from './offer';
export { publishedDoctor, publishedDoctors } from './published';
export { PATIENT_ACTOR, type Appointment, type ChangeActor, type PaymentState } from './records';
export { consultationRefund, noShowRefund, type CancelledBy, type ConsultationRefund } from './refund';
export { deriveSlots, spanProblem, type Calendar, type Slot, type WeeklySpan } from './slots';
export {
  APPOINTMENT_MODES,
  APPOINTMENT_STATUSES,
  calendarOf,
  findDoctor,
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
export { upiAmount, upiIntentLink } from './upi';
