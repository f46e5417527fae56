/** The app_metadata.role that opens /admin. Only the service-role key can set app_metadata. */
export const ADMIN_ROLE = 'admin';
