// The patient's area as the app mounts it.
export { accountRoutes } from './routes';
export { ownerOf, type Owner } from './linked';
