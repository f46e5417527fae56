// The doctor's area as the app mounts it.
export { doctorRoutes } from './routes';
export { DOCTOR_RECORDS_PATH, recordPath } from './paths';
