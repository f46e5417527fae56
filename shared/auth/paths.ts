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
