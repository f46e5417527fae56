// The contact facts' words in Hindi: the same keys as en.ts (ContactWords, RefundSummaryWords, the six FAQs), plain
// words a patient uses every day. A line that states a figure is a function given the figure already formatted, so
// no number is typed here.
import { LOCALE_INFO } from '../../../shared/i18n/locales';
import type { ContactFaq, ContactFaqFigures, ContactWords, RefundSummaryWords } from './copy.en';

/** 8 → "सुबह 8", 13 → "दोपहर 1", 17 → "शाम 5", 22 → "रात 10": the time of day, then the hour of a 12-hour clock. */
function hourHi(hour: number, formatNumber: (value: number) => string): string {
  const half = hour % 12 === 0 ? 12 : hour % 12;
  const part = hour < 4 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 19 ? 'शाम' : 'रात';
  return `${part} ${formatNumber(half)}`;
}

export const CONTACT_WORDS_HI: ContactWords = {
  channels: {
    emergency: {
      title: 'इमरजेंसी हेल्पलाइन',
      description: 'हमारी टीम से तुरंत डॉक्टरी सलाह, दिन हो या रात।',
    },
    support: {
      title: 'कस्टमर सपोर्ट',
      description: 'बुकिंग, पेमेंट और आपके खाते से जुड़ी मदद।',
    },
    chat: {
      title: 'लाइव चैट',
      description: 'WhatsApp पर केयर कोऑर्डिनेटर से बात करें।',
    },
    email: {
      title: 'ईमेल सपोर्ट',
      description: 'रिपोर्ट, बिल और ऐसे सवालों के लिए जिनमें जल्दी नहीं है।',
    },
  },
  priority: { high: 'सबसे ज़रूरी', medium: 'ज़रूरी', low: 'आम' },
  /** When a channel answers, in the words of the Hindi frame ("सोम–रवि, सुबह 8 से रात 10 बजे तक"). */
  availability: (availability, formatNumber) => {
    switch (availability.kind) {
      case 'always':
        return '24 घंटे, सातों दिन';
      case 'daily':
        return `सोम–रवि, ${hourHi(availability.opens, formatNumber)} से ${hourHi(availability.closes, formatNumber)} बजे तक`;
      case 'reply':
        return `${formatNumber(availability.withinHours)} घंटे के अंदर जवाब`;
    }
  },
  hoursLabel: 'समय:',
  officeTypes: { head: 'मुख्य दफ़्तर', regional: 'क्षेत्रीय दफ़्तर' },
  sampleOffice: 'उदाहरण का पता',
  sampleOfficesNote: '“उदाहरण का पता” लिखे दफ़्तर सिर्फ़ नमूने हैं, अभी असली दफ़्तर नहीं। कृपया हमें कॉल करें या लिखें।',
  officePhone: 'फ़ोन:',
  orList: (items) => new Intl.ListFormat(LOCALE_INFO.hi.tag, { type: 'disjunction' }).format(items),
};

/** The refund rules in Hindi (the same words as the Hindi home page's summary). */
export const REFUND_SUMMARY_HI: RefundSummaryWords = {
  full: (hours, days) => `अपॉइंटमेंट से ${hours} घंटे या उससे पहले रद्द करें: पूरा रिफ़ंड, ${days} कामकाजी दिनों में।`,
  part: (percent, from, to) => `${from} से ${to} घंटे पहले रद्द करें: ${percent} रिफ़ंड।`,
  none: (hours) => `${hours} घंटे से कम समय पहले रद्द करें, या कॉल पर न आएँ: कोई रिफ़ंड नहीं।`,
  doctorAway: 'अगर आपके डॉक्टर नहीं आ पाते, तो आप पूरा रिफ़ंड या नया समय, जो चाहें चुन सकते हैं।',
  subscription: (days) => `मासिक प्लान ख़रीदने के ${days} दिन के अंदर, इस्तेमाल से पहले रद्द करें: पूरा रिफ़ंड।`,
  subscriptionLater: 'मासिक प्लान बाद में रद्द करें: महीने के जो दिन इस्तेमाल नहीं हुए, उनका पैसा वापस मिलेगा।',
  policyLink: 'पूरी रिफ़ंड नीति पढ़ें',
};

/** The contact page's six questions in Hindi, in the order of contactFaqsEn. */
export function contactFaqsHi(f: ContactFaqFigures): ContactFaq[] {
  return [
    {
      question: 'मेरे मैसेज का जवाब कितनी जल्दी मिलेगा?',
      answer: `कामकाज के समय (${f.supportHours}) में हम ${f.replyHours} घंटे के अंदर जवाब देते हैं। ईमेल का जवाब ${f.emailReplyHours} घंटे के अंदर देते हैं।`,
    },
    {
      question: 'मैं आपसे कब संपर्क कर सकता/सकती हूँ?',
      answer: `हमारी इमरजेंसी लाइन ${f.emergencyHours} खुली रहती है। कस्टमर सपोर्ट का समय, फ़ोन और WhatsApp पर लाइव चैट दोनों के लिए: ${f.supportHours}।`,
    },
    {
      question: 'इमरजेंसी में क्या करें?',
      answer: `अगर किसी की जान ख़तरे में है, तो पहले ${f.nationalEmergencyNumber} पर या एम्बुलेंस के लिए ${f.ambulanceNumber} पर कॉल करें। उसके बाद हमारी टीम की सलाह के लिए हमारी इमरजेंसी लाइन पर कॉल करें।`,
      link: { href: '/emergency-care', label: 'इमरजेंसी में क्या करें' },
    },
    {
      question: 'क्या मैं बुकिंग रद्द करके पैसे वापस ले सकता/सकती हूँ?',
      answer: `हाँ, यह इस पर निर्भर है कि आप कब रद्द करते हैं। ${f.refundLines.join(' ')}`,
      link: { href: '/refunds', label: REFUND_SUMMARY_HI.policyLink },
    },
    {
      question: 'मैं पेमेंट कैसे करूँ?',
      answer: `केयर कोऑर्डिनेटर आपको पेमेंट का लिंक भेजते हैं। आप ${f.paymentMethods} से पेमेंट कर सकते हैं। हम इस वेबसाइट पर कभी आपके कार्ड का नंबर नहीं माँगते।`,
      link: { href: '/pricing', label: 'हमारी फ़ीस देखें' },
    },
    {
      question: 'क्या डॉक्टर ऑनलाइन पर्चा (दवा की पर्ची) दे सकते हैं?',
      answer:
        'हाँ, अगर डॉक्टर को आपके लिए यह ठीक लगे। कॉल के बाद आपको डिजिटल पर्चा मिलता है। क़ानून के हिसाब से कुछ तेज़ (स्ट्रॉन्ग) दवाएँ डॉक्टर ऑनलाइन नहीं लिख सकते।',
    },
  ];
}
