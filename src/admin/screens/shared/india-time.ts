// When something happened, as every admin screen shows it: India time, in English (the admin area is in English).
import { formatIndiaTime } from '../../../../shared/i18n/format';

/** When something happened, in India time (the admin area is in English). */
export const indiaTime = (time: number): string => formatIndiaTime(time, 'en');
