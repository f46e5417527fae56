/** API errors in Supabase Auth's shape: `{code, message}` plus the HTTP status. */
export class ApiError extends Error {
  status: number;
  code: string;
  extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }

  toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

/** The errors of the contract's table, word for word. */
export const Errors = {
  invalidCredentials: () => new ApiError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new ApiError(400, 'email_not_confirmed', 'Email not confirmed'),
  userAlreadyExists: () => new ApiError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new ApiError(422, 'email_exists', 'A user with this email address has already been registered'),
  weakPassword: (min: number) =>
    new ApiError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  signupDisabled: () => new ApiError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  rateLimited: () => new ApiError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  emailRateLimited: (seconds: number) =>
    new ApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  refreshTokenNotFound: () =>
    new ApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new ApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  badJwt: (detail: string) =>
    new ApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new ApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userFromJwtNotFound: () => new ApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  noAuthorization: () => new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  notAdmin: () => new ApiError(403, 'not_admin', 'User not allowed'),
  pkceEmpty: () =>
    new ApiError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty'),
  flowStateNotFound: () => new ApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => new ApiError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    new ApiError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  otpExpired: () => new ApiError(403, 'otp_expired', 'Email link is invalid or has expired'),
  /** POST /verify's wording for a wrong or used code (the links say "Email link is invalid or has expired"). */
  tokenInvalid: () => new ApiError(403, 'otp_expired', 'Token has expired or is invalid'),
  invalidEmail: () => new ApiError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  badJson: (detail: string) => new ApiError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string, status = 400) => new ApiError(status, 'validation_failed', message),
  userNotFound: () => new ApiError(404, 'user_not_found', 'User not found'),
  userBanned: () => new ApiError(400, 'user_banned', 'User is banned'),
  samePassword: () => new ApiError(422, 'same_password', 'New password should be different from the old password.'),
  tooLarge: () => new ApiError(413, 'request_too_large', 'Request body is too large: the limit is 1 MB'),
  notFound: () => new ApiError(404, 'not_found', 'Not found'),
  methodNotAllowed: () => new ApiError(405, 'method_not_allowed', 'Method not allowed'),
};
