// The doctor's area as the app mounts it.
export { doctorRoutes } from './routes';
