// A password may be set without the current one only from a session that a password-reset link started, and only
// for a short while after: the `amr` claim of a verified access token records how and when the session began.
import type { AccessClaims } from './access-token';

/** How long after opening a reset link a new password may be chosen. */
export const RECOVERY_WINDOW_SECONDS = 15 * 60;

/** When the session was started by a password-recovery link, in seconds since the epoch. */
export function recoveryStartedAt(claims: AccessClaims): number | null {
  const entry = Array.isArray(claims.amr) ? claims.amr.find((item) => item?.method === 'recovery') : undefined;
  return typeof entry?.timestamp === 'number' ? entry.timestamp : null;
}

export function mayResetPassword(claims: AccessClaims, nowSeconds = Date.now() / 1000): boolean {
  const started = recoveryStartedAt(claims);
  return started !== null && nowSeconds - started >= -60 && nowSeconds - started <= RECOVERY_WINDOW_SECONDS;
}
