// The /auth portal's sign-in form as a browser without JavaScript submits it: Enter in a field presses the form's
// first submit button (implicit submission), which must be Sign In, not "Forgot your password?".
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { SITE } from './auth-helpers';
import { select } from './html';

describe('/auth sign-in form', () => {
  it.each([
    ['en', '/auth', '/auth/sign-in', '/auth/forgot'],
    ['hi', '/hi/auth', '/hi/auth/sign-in', '/hi/auth/forgot'],
  ] as const)(
    '%s: the first submit button signs in; the reset button comes after it',
    async (locale, page, signIn, forgot) => {
      const html = await (await SELF.fetch(`${SITE}${page}`)).text();
      const buttons = await select(html, `form[action="${signIn}"] button[type="submit"]`);
      const words = AUTH_WORDS[locale].actions;
      expect(buttons.map((button) => button.text)).toEqual([words.signIn, words.forgot]);
      expect(buttons[0]?.attrs.formaction).toBeUndefined();
      expect(buttons[1]?.attrs.formaction).toBe(forgot);
    },
  );
});
