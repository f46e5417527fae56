// Text a page shows that is data, the same in every language, not words from a dictionary: the configured name,
// email and address, the sample offices' postal addresses, and cookie names (as a browser's settings show them).
import { CONFIG_DEFAULTS } from '../../src/config';
import { SAMPLE_OFFICES } from '../../src/content/contact/facts';
import { SITE_COOKIES } from '../../src/http/cookie-list';

export const DATA_VALUES: readonly string[] = [
  CONFIG_DEFAULTS.SITE_NAME,
  CONFIG_DEFAULTS.SUPPORT_EMAIL,
  CONFIG_DEFAULTS.OFFICE_ADDRESS,
  CONFIG_DEFAULTS.OFFICE_CITY,
  ...SAMPLE_OFFICES.flatMap((office) => [office.address, office.city]),
  ...SITE_COOKIES.map((cookie) => cookie.name),
];
