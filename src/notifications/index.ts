// The notifications area: what other areas and the Worker's entry may use.
export { loadNotificationConfig, type NotificationVars } from '../mail-config';
export {
  APPOINTMENT_EVENTS,
  appointmentOutbox,
  type AppointmentEvent,
  type AppointmentFacts,
  type AppointmentOutbox,
} from './appointments';
export { queueDoctorSignup } from './accounts';
export { noOutboxRow, type AppointmentWritten, type OutboxCondition } from './condition';
export { consumeQueue } from './consumer';
export { HOURS_EVENT, hoursRequestOutbox, type HoursRequestOutbox } from './hours';
export { requestOutbox } from './intake';
export { PRESCRIPTION_EVENT, prescriptionIssuedOutbox } from './prescriptions';
export { handOver, sweepOutbox } from './outbox';
export { deleteExpiredNotifications } from './retention';
export {
  countFailedNotifications,
  isNotificationState,
  listNotifications,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_STATES,
  outboxHealth,
  recordUnsubscribe,
  requeueFailed,
  type NotificationState,
  type OutboxHealth,
  type StoredNotification,
} from './store';
export type { DoctorSignupFacts, NotificationEvent, PrescriptionIssuedFacts } from './events';
export { requestAdminUrl, whatsappAcknowledgementUrl } from './templates/render';
export { UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from './unsubscribe';
export { loadPhoneConfig, type PhoneChannel, type PhoneVars } from '../phone-config';
export { sendLoginCode, type LoginCodeResult } from './phone/login-code';
export { PHONE_EVENTS, PHONE_TEMPLATES, phoneText, type PhoneEvent, type PhoneLocale } from './phone/templates';
export {
  applyDeliveryReports,
  isStopWord,
  recordStopReply,
  stopByLink,
  type DeliveryReport,
} from './phone/webhooks';
export { STOP_PATH, stopToken } from './phone/stop';
export {
  isPhoneOptedOut,
  maskPhone,
  optedOutAmong,
  recordPhoneOptOut,
  removePhoneOptOut,
  type OptOutHow,
  type PhoneChoiceBy,
} from './phone/store';
