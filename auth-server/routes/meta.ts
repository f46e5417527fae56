/** GET /health, GET /settings and GET /.well-known/jwks.json. */
import type { Hono } from 'hono';
import type { AuthContext } from '../context.ts';

export function registerMeta(app: Hono, ctx: AuthContext): void {
  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'Local Supabase-Auth-compatible server (development only)',
    }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: true,
        keycloak: false,
        kakao: false,
        linkedin: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        email: true,
        phone: true,
        zoom: false,
      },
      disable_signup: ctx.config.disableSignup,
      mailer_autoconfirm: ctx.config.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      mfa_enabled: false,
      password_min_length: ctx.config.minPasswordLength,
    }),
  );

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: [ctx.key.publicJwk] });
  });
}
