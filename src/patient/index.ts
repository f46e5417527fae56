// The patient's pages as other modules see them: the routes of the appointment pages (pick a time, the appointment,
// cancel, another time, the lookup), the receipt and /rx, which app.tsx mounts; the patient's appointment words,
// which the account area's cards use too; and the two printed documents a patient is given, which the admin's and
// the doctor's areas show as well: the receipt and the prescription.
export { APPOINTMENT_COPY, type AppointmentCopy } from './copy';
export { patientAppointmentRoutes } from './routes';
export {
  DOCUMENT_WORDS,
  documentProvider,
  formatDay,
  PrescriptionDocument,
  printableDocument,
  type DocumentProvider,
} from './prescription/PrescriptionDocument';
export { masterName, vitalReading } from './prescription/master-names.copy.hi';
export { rxRoutes, RX_PATH } from './prescription/rx-routes';
export { receiptDocument, RECEIPT_WORDS, type ReceiptProvider } from './receipt/Receipt';
export { receiptRoutes } from './receipt/routes';
// A patient's file as the Worker serves it after its check (the doctor's area serves the same way).
export { fileResponse } from './intake/routes';
export { readFileId } from './intake/input';
export { INTAKE_COPY, sizeInWords } from './intake/copy';
export { FileUploadForm } from './intake/IntakeSection';
