// Custom mail bodies, as the Supabase CLI and a hosted project take them: the site's confirmation mail
// (supabase/templates/confirmation.html) with its link and its code, the code taken by verifyOtp as the site's
// /auth/confirm sends it (a PKCE sign-up, type 'signup'), and a template this server cannot fill in refused at start.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTemplateDir } from '../../auth-server/config.ts';
import { renderTemplate, textOfHtml } from '../../auth-server/templates.ts';
import {
  client,
  clientWithStorage,
  latestMail,
  linkIn,
  startTestServer,
  tempDir,
  uniqueEmail,
  type RunningAuthServer,
} from './helpers.ts';

let server: RunningAuthServer;

beforeAll(async () => {
  server = await startTestServer({ templateDir: defaultTemplateDir });
});

afterAll(async () => {
  await server.close();
});

/** The code the site's confirmation mail gives. */
function codeIn(text: string): string {
  const match = /the code (\d{6}) on our confirmation page/.exec(text);
  if (!match) throw new Error(`no code in:\n${text}`);
  return match[1]!;
}

describe('the site’s confirmation mail', () => {
  it('gives the link and the code, and links the page that takes the code in both languages', async () => {
    const email = uniqueEmail('template');
    const { supabase } = clientWithStorage(server, 'pkce');
    await supabase.auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'http://localhost:8787/auth/callback' },
    });
    const mail = await latestMail(server, email);
    expect(mail.Subject).toBe('Confirm Your Signup');
    expect(linkIn(mail)).toMatch(/\/auth\/v1\/verify\?token=pkce_[0-9a-f]+&type=signup&redirect_to=/);
    const code = codeIn(mail.Text);
    expect(mail.Text).toContain(
      `Or enter the code ${code} on our confirmation page: http://localhost:8787/auth/confirm\n`,
    );
    expect(mail.Text).toContain('http://localhost:8787/hi/auth/confirm');
    expect(mail.HTML).toContain('<a href="http://localhost:8787/auth/confirm">');
    expect(mail.HTML).not.toMatch(/\{\{/);
    // The link's address is escaped in the HTML and whole in the text.
    expect(mail.HTML).toContain('&#38;type=signup&#38;redirect_to=');
  });

  it('its code confirms the PKCE sign-up through verifyOtp (type signup) and starts a session', async () => {
    const email = uniqueEmail('template-code');
    const { supabase } = clientWithStorage(server, 'pkce');
    await supabase.auth.signUp({ email, password: 'secret-123' });
    const code = codeIn((await latestMail(server, email)).Text);
    const before = await client(server).auth.signInWithPassword({ email, password: 'secret-123' });
    expect(before.error?.code).toBe('email_not_confirmed');

    const { data, error } = await client(server).auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.email_verified).toBe(true);
    // Used once.
    const again = await client(server).auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('a password-reset code is no sign-up code', async () => {
    const email = uniqueEmail('template-recovery');
    await client(server).auth.signUp({ email, password: 'secret-123' });
    const signupCode = codeIn((await latestMail(server, email)).Text);
    expect((await client(server).auth.verifyOtp({ email, token: signupCode, type: 'signup' })).error).toBeNull();
    await client(server).auth.resetPasswordForEmail(email);
    const reset = await latestMail(server, email);
    expect(reset.Subject).toBe('Reset Your Password');
    const resetCode = /code: (\d{6})/.exec(reset.Text)?.[1];
    expect(resetCode).toMatch(/^\d{6}$/);
    const refused = await client(server).auth.verifyOtp({ email, token: resetCode!, type: 'signup' });
    expect(refused.error?.code).toBe('otp_expired');
  });
});

describe('templates', () => {
  it('fill in every variable, escaped, and give a text part with each link written out', () => {
    const { html, text } = renderTemplate(
      '<h2>Hi {{ .Data.full_name }}</h2><p><a href="{{ .ConfirmationURL }}">Go</a> or {{.Token}} at {{ .SiteURL }}</p>',
      {
        ConfirmationURL: 'http://a.example/v?x=1&y=2',
        Token: '123456',
        TokenHash: 'h',
        SiteURL: 'http://site.example',
        Email: 'a@b.example',
        RedirectTo: '',
        Data: { full_name: '<Asha>' },
      },
    );
    expect(html).toBe(
      '<h2>Hi &#60;Asha&#62;</h2><p><a href="http://a.example/v?x=1&#38;y=2">Go</a> or 123456 at http://site.example</p>',
    );
    expect(text).toBe('Hi <Asha>\n\nGo: http://a.example/v?x=1&y=2 or 123456 at http://site.example\n');
    expect(textOfHtml('<p>a<br>b</p><hr><p>c</p>')).toBe('a\nb\n\n---\n\nc\n');
  });

  it('a template that names what this server cannot fill in stops the start, naming its file', async () => {
    const dir = tempDir('templates-');
    fs.writeFileSync(path.join(dir, 'confirmation.html'), '<p>{{ if .Token }}{{ .Token }}{{ end }}</p>');
    await expect(startTestServer({ templateDir: dir })).rejects.toThrow(/confirmation\.html: "\{\{ if \.Token \}\}"/);
  });
});
