// The sign-in area: /auth (portal), /login (patient login), /auth/callback, /auth/confirm (a sign-up's code),
// /reset-password and sign-out, in every
// language the pages are served in ('/hi/login' posts to '/hi/login/sign-in'). Every form works without JavaScript;
// islands post the same forms and get JSON back.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { callbackRoutes } from './callback';
import { confirmRoutes } from './confirm';
import { localesOf } from './form-actions';
import { loginRoutes } from './login';
import { portalRoutes } from './portal';
import { resetRoutes } from './reset';

export const authRoutes = new Hono<AppEnv>();
for (const locale of localesOf('auth')) authRoutes.route('/', portalRoutes(locale));
for (const locale of localesOf('login')) authRoutes.route('/', loginRoutes(locale));
for (const locale of localesOf('reset-password')) authRoutes.route('/', resetRoutes(locale));
for (const locale of localesOf('confirm-email')) authRoutes.route('/', confirmRoutes(locale));
authRoutes.route('/', callbackRoutes);
