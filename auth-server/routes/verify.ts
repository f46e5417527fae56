/** POST /recover, POST /verify (code or token hash) and GET /verify (the email link). */
import type { Context, Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { ApiError, Errors } from '../errors.ts';
import {
  consumeOneTimeToken,
  createFlowState,
  findLatestFlowForUser,
  parsePkce,
  typesFor,
  updateFlow,
  type OneTimeToken,
  type OtpType,
} from '../flows.ts';
import {
  clientIp,
  optString,
  readJson,
  redirectTarget,
  validateEmail,
  withFragment,
  withQuery,
  type RateLimiter,
} from '../http.ts';
import { sendAuthMail } from '../mail.ts';
import { verifyPhoneOtp } from '../phone.ts';
import { signIn, type AmrMethod } from '../sessions.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  listIdentities,
  updateIdentity,
  updateUser,
  type User,
} from '../users.ts';

/** The flow-state authentication method (and amr) an email link of each type leads to. */
const FLOW_METHOD: Record<OtpType, AmrMethod> = {
  signup: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
  email_change: 'email_change',
};

/** Applies what a verified token proves and returns the updated user. */
function applyVerification(ctx: AuthContext, token: OneTimeToken): User {
  const user = findUserById(ctx.db, token.user_id);
  if (!user) throw Errors.otpExpired();
  if (token.type === 'email_change') {
    const newEmail = user.new_email;
    if (!newEmail || newEmail !== token.email) throw Errors.otpExpired();
    const taken = findUserByEmail(ctx.db, newEmail);
    if (taken && taken.id !== user.id) throw Errors.emailExists();
    for (const identity of listIdentities(ctx.db, user.id)) {
      if (identity.provider === 'email') {
        updateIdentity(ctx.db, identity.id, { email: newEmail, data: { ...identity.identity_data, email: newEmail } });
      }
    }
    const metadata = 'email' in user.user_metadata ? { ...user.user_metadata, email: newEmail } : user.user_metadata;
    return updateUser(ctx.db, user.id, {
      email: newEmail,
      new_email: null,
      email_change_sent_at: null,
      user_metadata: metadata,
    });
  }
  return confirmEmail(ctx.db, user);
}

function amrFor(type: OtpType): AmrMethod {
  return type === 'recovery'
    ? 'recovery'
    : type === 'magiclink'
      ? 'magiclink'
      : type === 'email_change'
        ? 'email_change'
        : 'otp';
}

const LINK_ERROR = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
};

export function registerVerify(app: Hono, ctx: AuthContext, limiter: RateLimiter): void {
  app.post('/recover', async (c) => {
    limiter.check('recover', clientIp(c));
    const body = await readJson(c, {
      email: 'string',
      code_challenge: 'string',
      code_challenge_method: 'string',
      gotrue_meta_security: 'object',
    });
    const email = validateEmail(body.email);
    const pkce = parsePkce(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'));
    const user = findUserByEmail(ctx.db, email);
    if (user) {
      if (pkce) createFlowState(ctx.db, { userId: user.id, pkce, provider: 'email', authenticationMethod: 'recovery' });
      sendAuthMail(ctx, user, { type: 'recovery', redirectTo, pkce: Boolean(pkce) });
    }
    return c.json({});
  });

  app.post('/verify', async (c) => {
    limiter.check('verify', clientIp(c));
    const body = await readJson(c, {
      type: 'string',
      token_hash: 'string',
      token: 'string',
      email: 'string',
      phone: 'string',
    });
    const type = optString(body.type) ?? '';
    if (type === '') throw Errors.validation('Verify requires a verification type');
    if (type === 'sms' || type === 'phone_change') {
      if (optString(body.email))
        throw Errors.validation('Only an email address or phone number should be provided on verify');
      if (!optString(body.token)) throw Errors.validation('Verify requires a token or a token hash');
      const user = verifyPhoneOtp(ctx, {
        phone: optString(body.phone) ?? '',
        token: optString(body.token) ?? '',
        type,
      });
      return c.json(await signIn(ctx, user, 'otp'));
    }
    if (typesFor(type).length === 0)
      throw Errors.validation(`Verify requires a valid verification type, got "${type}"`);
    const tokenHash = optString(body.token_hash);
    const otp = optString(body.token);
    if (!tokenHash && !otp) throw Errors.validation('Verify requires a token or a token hash');
    if (!tokenHash && !optString(body.email))
      throw Errors.validation('Only an email address or phone number should be provided on verify');
    let token: OneTimeToken;
    try {
      token = consumeOneTimeToken(ctx.db, {
        type,
        tokenHash,
        email: optString(body.email),
        otp,
        expirySeconds: ctx.config.otpExpiry,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'otp_expired') throw Errors.tokenInvalid();
      throw error;
    }
    const user = applyVerification(ctx, token);
    return c.json(await signIn(ctx, user, amrFor(token.type)));
  });

  app.get('/verify', async (c) => handleLink(c, ctx));
}

async function handleLink(c: Context, ctx: AuthContext): Promise<Response> {
  const tokenHash = c.req.query('token') ?? '';
  const type = c.req.query('type') ?? '';
  const target = redirectTarget(ctx, c.req.query('redirect_to'));
  const isPkce = tokenHash.startsWith('pkce_');
  const fail = (err: ApiError) => {
    const params =
      err.code === 'otp_expired'
        ? LINK_ERROR
        : { error: 'access_denied', error_code: err.code, error_description: err.message };
    const location = withFragment(isPkce ? withQuery(target, params) : target, params);
    return c.redirect(location, 303);
  };
  try {
    const token = consumeOneTimeToken(ctx.db, { type, tokenHash, expirySeconds: ctx.config.otpExpiry });
    const user = applyVerification(ctx, token);
    if (isPkce) {
      const flow = findLatestFlowForUser(ctx.db, user.id, FLOW_METHOD[token.type]);
      if (!flow) throw Errors.flowStateNotFound();
      updateFlow(ctx.db, flow.id, { auth_code_issued_at_ms: Date.now() });
      return c.redirect(withQuery(target, { code: flow.auth_code }), 303);
    }
    const session = await signIn(ctx, user, amrFor(token.type));
    return c.redirect(
      withFragment(target, {
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type: token.type === 'signup' ? 'signup' : token.type,
      }),
      303,
    );
  } catch (err) {
    if (err instanceof ApiError) return fail(err);
    throw err;
  }
}
