// The Health Check-ups page's own words in Hindi: the same keys as copy.en.ts (HealthCheckupsPageCopy). The
// packages, benefits, screenings and steps are in content/health-checkups/copy.hi.ts.
import type { HealthCheckupsPageCopy } from './copy.en';

export const HEALTH_CHECKUPS_PAGE_HI: HealthCheckupsPageCopy = {
  title: 'बीमारी से बचाव के लिए हेल्थ चेक-अप',
  lead: 'हर उम्र के लिए हेल्थ चेक-अप (सेहत की पूरी जाँच) पैकेज से बीमारी जल्दी पकड़ में आती है। सैंपल घर से लिए जाते हैं, और डॉक्टर आपको नतीजे समझाते हैं।',
  schedule: 'चेक-अप का समय तय करें',
  viewPackages: 'पैकेज देखें',
  benefitsTitle: 'नियमित चेक-अप क्यों कराएँ',
  packagesTitle: 'चेक-अप पैकेज',
  screeningTitle: 'कौन-सी जाँच कब कराएँ',
  recommended: (frequency) => `कब कराएँ: ${frequency}`,
  processTitle: 'यह कैसे होता है',
  call: {
    title: 'पैकेज के बारे में कोई सवाल?',
    text: 'सही चेक-अप चुनने के लिए हमारी टीम को कॉल करें।',
    emergencyBefore: 'मेडिकल इमरजेंसी में राष्ट्रीय एम्बुलेंस नंबर ',
    emergencyAfter: ' पर कॉल करें।',
    callNow: (phone) => `अभी कॉल करें: ${phone}`,
  },
};
