// The sign-in area's form endpoints (src/auth/routes.tsx answers them), as English pages post them. Each language has
// its own under its prefix (`localizedPath(AUTH_PATHS.loginSignIn, 'hi')` is '/hi/login/sign-in'), so a form sent from a
// Hindi page is answered in Hindi and lands on Hindi pages. The callback has no language: the auth server sends
// everyone back to the one address, whose `next` says where they came from. No imports: Node scripts read this file.
export const AUTH_PATHS = {
  portalSignIn: '/auth/sign-in',
  portalSignUp: '/auth/sign-up',
  portalForgot: '/auth/forgot',
  /** The page that takes the code of a sign-up's confirmation e-mail (and where its form posts). */
  confirmCode: '/auth/confirm',
  loginSignIn: '/login/sign-in',
  loginSignUp: '/login/sign-up',
  loginForgot: '/login/forgot',
  loginGoogle: '/login/google',
  callback: '/auth/callback',
  resetPassword: '/reset-password',
  signOut: '/auth/sign-out',
  /** Sign in with a mobile: the number (send or send again), the code, and "use another number"; /login has the same. */
  portalPhone: '/auth/phone',
  portalPhoneVerify: '/auth/phone/verify',
  portalPhoneReset: '/auth/phone/other',
  loginPhone: '/login/phone',
  loginPhoneVerify: '/login/phone/verify',
  loginPhoneReset: '/login/phone/other',
} as const;

/**
 * What the English sign-in forms post to: every endpoint but the callback, where the auth server sends the browser
 * back. Each has a twin in every other language served (localizedPath).
 */
export const AUTH_FORM_POSTS: readonly string[] = Object.values(AUTH_PATHS).filter(
  (path) => path !== AUTH_PATHS.callback,
);
