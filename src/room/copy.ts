import type { Locale } from '../../shared/i18n/locales';
import { ROOM_EN, type RoomCopy } from './copy.en';
import { ROOM_HI } from './copy.hi';

export const ROOM_COPY: Record<Locale, RoomCopy> = { en: ROOM_EN, hi: ROOM_HI };
export type { RoomCopy };
