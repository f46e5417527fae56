// The sign-in area as other areas see it: its routes, the guards of the signed-in areas, and who is signed in.
export { requireRole, requireSignedIn } from './guards';
export { ADMIN_ROLE, DOCTOR_ROLE } from './roles';
export { authRoutes } from './routes';
export { hasSessionCookie, postingAccount, readSession, type SessionState } from './session';
export { AuthUnavailableError, getSupabase, withDeadline } from './supabase';
