// The page for an uncaught failure, in Hindi (the same keys as ERROR_PAGE_EN). The sign-in toasts in Hindi are the
// frame's flash words (shared/i18n/hi/ui.ts).
import type { ErrorPageWords } from '../en/messages';

export const ERROR_PAGE_HI: ErrorPageWords = {
  title: 'माफ़ कीजिए, कुछ गड़बड़ हो गई',
  body: 'हमारी तरफ़ से कोई दिक़्क़त आ गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  returnHome: 'होम पेज पर जाएँ',
};
