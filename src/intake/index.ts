// Before the consultation (issue 44, decision 0033): the files a patient adds to an appointment, kept in R2, and the
// intake answers, with who read them. The audience modules decide who asks; this module keeps the rows and bytes.
export {
  FILE_LABELS,
  FILE_LIMITS,
  FILE_TYPES,
  isFileLabel,
  NAME_MAX,
  NOTE_MAX,
  type FileLabel,
  type FileType,
} from './limits';
export { sniffType, type Sniffed } from './sniff';
export { clearExifGps, clearTiffGps, jpegLocationRemover } from './jpeg-location';
export { pngCrc, pngLocationRemover } from './png-location';
export { clearHeicExifGps, heicLocationRemover } from './heic-location';
export {
  deleteFile,
  fileFigures,
  filesOf,
  hasRecord,
  openFile,
  storeFile,
  type FileReader,
  type IntakeFile,
  type NewFile,
  type StoreRefusal,
} from './files';
export {
  INTAKE_MAX,
  intakeOf,
  intakeOpen,
  prefillFromIntake,
  PREGNANCY_ANSWERS,
  saveIntake,
  type IntakeAnswers,
  type IntakeInput,
  type PregnancyAnswer,
  type RecordPrefill,
} from './answers';
export { sweepFiles } from './sweep';
export { fileAccessCount, fileAccessOfPatient, type FileAccessRow } from './access';
export { consultBriefing, type ConsultBriefing } from './briefing';
export { intakeDownload, type IntakeDownload } from './download';
