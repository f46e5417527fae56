// The doctor's area as the app mounts it.
export { doctorRoutes } from './routes';
export { DOCTOR_RECORDS_PATH, recordPath } from './paths';
// The patient's answers and files before the consultation, as the consultation room shows them to the doctor.
export { briefingOf, IntakePanel } from './screens/intake-panel';
