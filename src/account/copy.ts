// The patient's area words, by language.
import type { Locale } from '../../shared/i18n/locales';
import { ACCOUNT_COPY_EN, type AccountCopy } from './copy.en';
import { ACCOUNT_COPY_HI } from './copy.hi';

export const ACCOUNT_COPY: Record<Locale, AccountCopy> = { en: ACCOUNT_COPY_EN, hi: ACCOUNT_COPY_HI };

export type AccountMenuKey = keyof AccountCopy['menu'];
