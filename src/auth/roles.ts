/** The app_metadata.role that opens /admin. Only the service-role key can set app_metadata. */
export const ADMIN_ROLE = 'admin';

/** The app_metadata.role that opens /doctor. */
export const DOCTOR_ROLE = 'doctor';

/** The roles an area is guarded by. */
export type GuardedRole = typeof ADMIN_ROLE | typeof DOCTOR_ROLE;
