// The sign-in area's form endpoints (src/routes/auth.tsx answers them).
export const AUTH_PATHS = {
  portalSignIn: '/auth/sign-in',
  portalSignUp: '/auth/sign-up',
  portalForgot: '/auth/forgot',
  loginSignIn: '/login/sign-in',
  loginSignUp: '/login/sign-up',
  loginForgot: '/login/forgot',
  loginGoogle: '/login/google',
  callback: '/auth/callback',
  resetPassword: '/reset-password',
  signOut: '/auth/sign-out',
} as const;

/** What the sign-in forms post to: every endpoint but the callback, where the auth server sends the browser back. */
export const AUTH_FORM_POSTS: readonly string[] = Object.values(AUTH_PATHS).filter(
  (path) => path !== AUTH_PATHS.callback,
);
