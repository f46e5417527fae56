// The admin area as the app mounts it.
export { adminRoutes } from './routes';
