/**
 * Google sign-in through a local stand-in: GET /authorize sends the browser to a page of this server where a
 * person picks or types an email; GET /callback then finishes exactly as after a real provider (PKCE or implicit).
 */
import crypto from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { transaction } from '../db.ts';
import { ApiError } from '../errors.ts';
import { createFlowState, deleteFlow, findFlowById, parsePkce, updateFlow, type FlowState } from '../flows.ts';
import { readBody, redirectTarget, validateEmail, withFragment, withQuery } from '../http.ts';
import { escapeHtml } from '../mail.ts';
import { signIn } from '../sessions.ts';
import {
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  now,
  updateIdentity,
  updateUser,
  confirmEmail,
  type User,
} from '../users.ts';

const STAND_IN_PATH = '/stand-in/google';

function errorRedirect(
  c: Context,
  target: string,
  params: { error: string; error_code: string; error_description: string },
) {
  return c.redirect(withFragment(withQuery(target, params), params), 302);
}

/** A stable, Google-like numeric subject for an email address. */
function googleSubject(email: string): string {
  const digest = crypto.createHash('sha256').update(`google:${email}`).digest();
  return (BigInt(`0x${digest.subarray(0, 9).toString('hex')}`) % 10n ** 21n).toString().padStart(21, '1');
}

function findOrCreateGoogleUser(ctx: AuthContext, email: string, name: string): User {
  const { db } = ctx;
  const sub = googleSubject(email);
  const identityData = {
    iss: 'https://accounts.google.com',
    sub,
    provider_id: sub,
    email,
    email_verified: true,
    phone_verified: false,
    name,
    full_name: name,
  };
  const identity = findIdentity(db, 'google', sub);
  if (identity) {
    updateIdentity(db, identity.id, { data: identityData, signedIn: true });
    return findUserById(db, identity.user_id) as User;
  }
  const existing = findUserByEmail(db, email);
  // Each branch's writes belong together: one transaction, so a crash leaves no user without its identity.
  if (existing) {
    return transaction(db, () => {
      const created = insertIdentity(db, {
        userId: existing.id,
        provider: 'google',
        providerId: sub,
        data: identityData,
        email,
      });
      updateIdentity(db, created.id, { signedIn: true });
      const providers = new Set<string>(
        Array.isArray(existing.app_metadata.providers) ? (existing.app_metadata.providers as string[]) : [],
      );
      providers.add('google');
      const linked = updateUser(db, existing.id, {
        app_metadata: { ...existing.app_metadata, providers: [...providers] },
      });
      return confirmEmail(db, linked);
    });
  }
  return transaction(db, () => {
    const user = insertUser(db, {
      email,
      encryptedPassword: '',
      appMetadata: { provider: 'google', providers: ['google'] },
      userMetadata: identityData,
      emailConfirmedAt: now(),
    });
    insertIdentity(db, { userId: user.id, provider: 'google', providerId: sub, data: identityData, email });
    return user;
  });
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  .note { background: #fef3c7; border: 1px solid #d97706; padding: .5rem .75rem; border-radius: .375rem; }
  .error { background: #fee2e2; border: 1px solid #b91c1c; padding: .5rem .75rem; border-radius: .375rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border: 1px solid #6b7280; border-radius: .375rem; }
  button { margin-top: 1rem; margin-right: .5rem; min-height: 2.75rem; padding: .5rem 1rem; font: inherit; border-radius: .375rem; border: 1px solid #1d4ed8; cursor: pointer; }
  button.primary { background: #1d4ed8; color: #fff; }
  button.secondary { background: #fff; color: #1d4ed8; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  fieldset { border: 1px solid #d1d5db; border-radius: .375rem; margin-top: 1rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function standInPage(
  ctx: AuthContext,
  flow: FlowState,
  message?: string,
  values: { email?: string; name?: string } = {},
): string {
  const known = (
    ctx.db
      .prepare("SELECT DISTINCT email FROM identities WHERE provider = 'google' AND email IS NOT NULL ORDER BY email")
      .all() as {
      email: string;
    }[]
  ).map((r) => r.email);
  const accounts = known.length
    ? `<form method="post" action="${escapeHtml(ctx.apiBase() + STAND_IN_PATH)}">
<input type="hidden" name="state" value="${escapeHtml(flow.id)}">
<fieldset>
<legend>Continue as an account used before</legend>
${known
  .map(
    (email) =>
      `<button type="submit" class="secondary" name="email" value="${escapeHtml(email)}">${escapeHtml(email)}</button>`,
  )
  .join('\n')}
</fieldset>
</form>`
    : '';
  return page(
    'Sign in with Google (local stand-in)',
    `<h1>Sign in with Google</h1>
<p class="note">Local stand-in for development. No request leaves this computer; the account below is only created in the local auth server.</p>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
${accounts}
<form method="post" action="${escapeHtml(ctx.apiBase() + STAND_IN_PATH)}">
<input type="hidden" name="state" value="${escapeHtml(flow.id)}">
<h2>Use another account</h2>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}">
<label for="name">Full name (optional)</label>
<input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(values.name ?? '')}">
<button type="submit" class="primary" name="action" value="allow">Continue</button>
<button type="submit" class="secondary" name="action" value="deny" formnovalidate>Cancel</button>
</form>`,
  );
}

function badStatePage(c: Context): Response {
  return c.html(
    page(
      'Sign-in expired',
      '<h1>This sign-in link is no longer valid</h1><p>Go back to the site and start the sign-in again.</p>',
    ),
    400,
  );
}

export function registerOAuth(app: Hono, ctx: AuthContext): void {
  app.get('/authorize', (c) => {
    const provider = (c.req.query('provider') ?? '').toLowerCase();
    const target = redirectTarget(ctx, c.req.query('redirect_to'));
    if (provider !== 'google') {
      return errorRedirect(c, target, {
        error: 'invalid_request',
        error_code: 'oauth_provider_not_supported',
        error_description: `Unsupported provider: provider "${provider}" is not enabled`,
      });
    }
    let pkce: ReturnType<typeof parsePkce>;
    try {
      pkce = parsePkce(c.req.query('code_challenge'), c.req.query('code_challenge_method'));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return errorRedirect(c, target, {
        error: 'invalid_request',
        error_code: err.code,
        error_description: err.message,
      });
    }
    // An implicit flow is recorded with an empty challenge.
    const flow = createFlowState(ctx.db, {
      userId: null,
      pkce: pkce ?? { challenge: '', method: 'plain' },
      provider: 'google',
      authenticationMethod: 'oauth',
      redirectTo: target,
    });
    const params = new URLSearchParams({ state: flow.id });
    const scopes = c.req.query('scopes');
    if (scopes) params.set('scope', scopes);
    return c.redirect(`${ctx.apiBase()}${STAND_IN_PATH}?${params.toString()}`, 302);
  });

  app.get(STAND_IN_PATH, (c) => {
    const flow = findFlowById(ctx.db, c.req.query('state') ?? '');
    if (flow?.provider !== 'google') return badStatePage(c);
    return c.html(standInPage(ctx, flow));
  });

  app.post(STAND_IN_PATH, async (c) => {
    const form = new URLSearchParams(await readBody(c));
    const flow = findFlowById(ctx.db, form.get('state') ?? '');
    if (flow?.provider !== 'google') return badStatePage(c);
    const callback = `${ctx.apiBase()}/callback`;
    if (form.get('action') === 'deny') {
      const params = new URLSearchParams({
        error: 'access_denied',
        error_description: 'The user denied the request',
        state: flow.id,
      });
      return c.redirect(`${callback}?${params.toString()}`, 302);
    }
    const name = (form.get('name') ?? '').trim().slice(0, 200);
    let email: string;
    try {
      email = validateEmail(form.get('email') ?? '');
    } catch {
      return c.html(
        standInPage(ctx, flow, 'Enter a valid email address, like name@example.com.', {
          email: form.get('email') ?? '',
          name,
        }),
        400,
      );
    }
    const providerCode = crypto.randomBytes(16).toString('base64url');
    updateFlow(ctx.db, flow.id, {
      provider_code: providerCode,
      provider_email: email,
      provider_name: name || email.split('@')[0],
    });
    const params = new URLSearchParams({ code: providerCode, state: flow.id });
    return c.redirect(`${callback}?${params.toString()}`, 302);
  });

  app.get('/callback', async (c) => {
    const flow = findFlowById(ctx.db, c.req.query('state') ?? '');
    if (!flow) {
      return errorRedirect(c, ctx.config.siteUrl, {
        error: 'invalid_request',
        error_code: 'bad_oauth_state',
        error_description: 'OAuth callback with invalid state',
      });
    }
    const target = flow.redirect_to ?? ctx.config.siteUrl;
    const providerError = c.req.query('error');
    if (providerError) {
      deleteFlow(ctx.db, flow.id);
      return errorRedirect(c, target, {
        error: providerError,
        error_code: providerError === 'access_denied' ? 'access_denied' : 'bad_oauth_callback',
        error_description: c.req.query('error_description') ?? 'The provider reported an error',
      });
    }
    const code = c.req.query('code') ?? '';
    if (!flow.provider_code || !flow.provider_email || code === '' || code !== flow.provider_code) {
      deleteFlow(ctx.db, flow.id);
      return errorRedirect(c, target, {
        error: 'invalid_request',
        error_code: 'bad_oauth_callback',
        error_description: 'OAuth callback with missing or invalid authorization code',
      });
    }
    const user = findOrCreateGoogleUser(ctx, flow.provider_email, flow.provider_name ?? '');
    if (flow.code_challenge !== '') {
      updateFlow(ctx.db, flow.id, { user_id: user.id, provider_code: null, auth_code_issued_at_ms: Date.now() });
      return c.redirect(withQuery(target, { code: flow.auth_code }), 302);
    }
    deleteFlow(ctx.db, flow.id);
    try {
      const session = await signIn(ctx, user, 'oauth');
      return c.redirect(
        withFragment(target, {
          access_token: String(session.access_token),
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          provider_token: 'local-stand-in',
          refresh_token: String(session.refresh_token),
          token_type: 'bearer',
        }),
        302,
      );
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return errorRedirect(c, target, { error: 'access_denied', error_code: err.code, error_description: err.message });
    }
  });
}
