// Consultation records, prescriptions, masters and the access log (issue 31): what other modules may use. The printed
// prescription and /rx, the pages that show these records, are the patient module's (src/patient/prescription).
export {
  CATEGORY_WORDS,
  checkMedicine,
  checkPrescription,
  isMedicineCategory,
  MEDICINE_CATEGORIES,
  type ConsultationMode,
  type LineVerdict,
  type MedicineCategory,
  type PrescribedMedicine,
  type PrescribingContext,
  type PrescribingRule,
  type PrescriptionVerdict,
} from './rules';
export {
  checkAge,
  checkDose,
  checkDuration,
  checkFrequency,
  checkSex,
  checkText,
  checkVital,
  DOSE_UNITS,
  FREQUENCIES,
  SEXES,
  type Checked,
  type DoseUnit,
  type Frequency,
  type Sex,
  type VitalMaster,
} from './fields';
export { checkFollowUpDate, MAX_FOLLOW_UP_DAYS } from './record-input';
export { countIssuedBetween, issuedPerWeekOf } from './counts';
export {
  formValues,
  isMasterKind,
  MASTER_KINDS,
  MASTERS,
  MEDICINE_FORMS,
  readMasterForm,
  rowName,
  type MasterDefinition,
  type MasterErrors,
  type MasterField,
  type MasterKind,
  type MasterRow,
  type MasterValues,
} from './masters';
export {
  addMasterRow,
  editMasterRow,
  findMasterRow,
  listMaster,
  setMasterRetired,
  type MasterChange,
  type MasterFilter,
} from './masters-store';
export {
  logAccess,
  logAccessMany,
  recordForDoctor,
  recordsOfPatient,
  saveRecord,
  type AccessAction,
  type AccessWrite,
  type ConsultationRecord,
  type RecordInput,
  type Refusal,
} from './store';
export {
  addDraftLine,
  issuePrescription,
  lineInputOf,
  prescriptionsForDoctor,
  replaceDraftLines,
  supersede,
  type LineInput,
  type LineRefusal,
  type LinesRefusal,
  type Prescription,
  type PrescriptionLine,
} from './prescriptions-store';
export { PRESCRIPTION_NUMBER, prescriptionForVerification, type Verification } from './verification';
export {
  doctorRecordList,
  followUpChoices,
  followUpReference,
  recordedAmong,
  RECORDS_PAGE_SIZE,
  type DoctorRecordItem,
  type FollowUpChoice,
} from './doctor-records';
export {
  documentForDoctor,
  documentForPatient,
  type DocumentLine,
  type PrescriptionDocumentData,
} from './document';
export {
  PATIENT_ACCESS_PAGE_SIZE,
  PATIENT_RECORDS_PAGE_SIZE,
  accessLogOfPatient,
  masterNames,
  prescriptionsOfPatient,
  recordOfPrescription,
  type PatientAccessRow,
  type PatientPrescription,
} from './patient';
export {
  ADMIN_ACCESS_PAGE_SIZE,
  cursorText,
  listAccessLog,
  readCursor,
  recordExistence,
  type AccessCursor,
  type AccessEntry,
  type AccessFilter,
  type AccessRole,
  type PrescriptionState,
  type RecordExistence,
} from './admin-view';
export { logRoomRead } from './access-log';
