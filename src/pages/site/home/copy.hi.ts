// The home page's words in Hindi, the same keys as copy.en.ts (the words it shares with the English home page are
// t.home in shared/i18n/hi/ui.ts). Figures arrive already formatted. Also the refund rules in Hindi, which the home
// page quotes, typed against REFUND_SUMMARY_EN.
import type { RefundSummaryWords } from '../../../content/contact/en';
import type { HomeCopy, HomeFaq, HomeFaqFigures } from './copy.en';

/** The refund rules of content/contact/refund-summary.ts in Hindi; each is a faithful summary of the refund policy. */
export const REFUND_SUMMARY_HI: RefundSummaryWords = {
  full: (hours, days) => `अपॉइंटमेंट से ${hours} घंटे या उससे पहले रद्द करें: पूरा रिफ़ंड, ${days} कामकाजी दिनों में।`,
  part: (percent, from, to) => `${from} से ${to} घंटे पहले रद्द करें: ${percent} रिफ़ंड।`,
  none: (hours) => `${hours} घंटे से कम समय पहले रद्द करें, या कॉल पर न आएँ: कोई रिफ़ंड नहीं।`,
  doctorAway: 'अगर आपके डॉक्टर नहीं आ पाते, तो आप पूरा रिफ़ंड या नया समय, जो चाहें चुन सकते हैं।',
  subscription: (days) => `मासिक प्लान ख़रीदने के ${days} दिन के अंदर, इस्तेमाल से पहले रद्द करें: पूरा रिफ़ंड।`,
  subscriptionLater: 'मासिक प्लान बाद में रद्द करें: महीने के जो दिन इस्तेमाल नहीं हुए, उनका पैसा वापस मिलेगा।',
  policyLink: 'पूरी रिफ़ंड नीति पढ़ें',
};

export const HOME_COPY_HI: HomeCopy = {
  emergencyCall: (number) => `इमरजेंसी? ${number} पर कॉल करें`,
  servicesLead: 'हमारे डॉक्टरों से अलग-अलग तरह की देखभाल। हर एक की फ़ीस साफ़ लिखी है, और डॉक्टर के साथ समय तय है।',
  book: (name) => `${name} के लिए बुक करें`,
  otherServicesTitle: 'हम और कैसे मदद कर सकते हैं',
  figures: {
    doctors: 'हमारे पैनल में डॉक्टर',
    years: 'हमारे सीनियर डॉक्टरों का अनुभव, सालों में',
  },
  figuresNote: 'ये आँकड़े हमारे अपने हैं। हम इन्हें कैसे गिनते हैं, यह आप हमसे पूछ सकते हैं।',
  doctorsTitle: 'हमारे कुछ डॉक्टरों से मिलिए',
  doctorsLead:
    'हर प्रोफ़ाइल पर डॉक्टर की डिग्रियाँ और मेडिकल काउंसिल का रजिस्ट्रेशन नंबर दिया है, ताकि आप जानें कि आप किससे बात कर रहे हैं।',
  allDoctors: 'हमारे सभी डॉक्टर देखें',
  plansTitle: 'फ़ीस और प्लान',
  plansLead: 'बुक करने से पहले ही आपको फ़ीस दिख जाती है। समय तय होने पर केयर कोऑर्डिनेटर आपको पेमेंट का लिंक भेजते हैं।',
  priceTable: {
    caption: 'हमारी सलाह और मासिक प्लान की फ़ीस',
    item: 'सेवा',
    price: 'फ़ीस',
    detail: 'आपको क्या मिलता है',
    was: (amount) => `पहले ${amount}`,
    off: (percent) => `${percent}% की छूट`,
    free: 'मुफ़्त',
  },
  mostPopular: 'सबसे ज़्यादा चुना गया',
  recommended: 'सबसे किफ़ायती',
  perMonth: (price) => `${price} प्रति माह`,
  allPrices: 'सारी फ़ीस और प्लान देखें',
  trustTitle: 'आप हम पर भरोसा क्यों कर सकते हैं',
  trust: {
    registered: {
      title: 'रजिस्टर्ड डॉक्टर',
      description:
        'हर डॉक्टर किसी राज्य मेडिकल काउंसिल में रजिस्टर्ड है। उनका रजिस्ट्रेशन नंबर उनकी प्रोफ़ाइल पर है, और आप इसे ख़ुद जाँच सकते हैं।',
      link: 'हमारे डॉक्टर देखें',
    },
    privacy: {
      title: 'आपकी सेहत की जानकारी निजी रहती है',
      description:
        'हम आपकी सेहत की जानकारी सिर्फ़ आपके इलाज के लिए इस्तेमाल करते हैं। आपकी रिपोर्ट और पर्चे हम सुरक्षित रखते हैं, और सिर्फ़ आपकी देखभाल करने वाली टीम को दिखाते हैं।',
      link: 'हमारी प्राइवेसी नीति पढ़ें',
    },
    refunds: {
      title: 'रिफ़ंड के साफ़ नियम',
      link: 'पूरी रिफ़ंड नीति पढ़ें',
    },
    rules: {
      title: 'भारत के नियमों के मुताबिक़ इलाज',
      description:
        'हमारी ऑनलाइन सलाह भारत सरकार की टेलीमेडिसिन प्रैक्टिस गाइडलाइंस 2020 के मुताबिक़ होती है। अगर आपको डॉक्टर से आमने-सामने मिलना ज़रूरी हो, तो डॉक्टर आपको बता देते हैं।',
    },
  },
  emergencyTitle: 'इमरजेंसी में',
  emergencyLead: 'ऑनलाइन सलाह का इंतज़ार न करें। अभी इनमें से किसी नंबर पर कॉल करें।',
  emergencyNumbers: {
    national: 'हर तरह की इमरजेंसी',
    ambulance: 'एम्बुलेंस',
    ourLine: (hours) => `हमारे डॉक्टरों की लाइन, ${hours}`,
  },
  emergencyMore: 'इमरजेंसी में क्या करें',
  faqTitle: 'लोग अक्सर पूछते हैं',
  faq: (f: HomeFaqFigures): HomeFaq[] => [
    {
      question: 'क्या इमरजेंसी में यह सेवा काम आएगी?',
      answer: `नहीं। इमरजेंसी में ${f.national} पर कॉल करें, या एम्बुलेंस के लिए ${f.ambulance} पर कॉल करें। जब तक मदद पहुँचे, हमारी दिन-रात खुली लाइन से सलाह मिल सकती है।`,
      link: { href: '/emergency-care', label: 'इमरजेंसी में क्या करें' },
    },
    {
      question: 'ऑनलाइन सलाह के लिए मुझे क्या चाहिए?',
      answer: 'कैमरे वाला फ़ोन और इंटरनेट। अगर नेटवर्क कमज़ोर हो, तो डॉक्टर आपसे वॉइस कॉल पर बात कर सकते हैं।',
    },
    {
      question: 'पेमेंट कैसे करें?',
      answer: 'समय तय होने पर केयर कोऑर्डिनेटर आपको पेमेंट का लिंक भेजते हैं। आप कार्ड, UPI, नेट बैंकिंग या वॉलेट से पेमेंट कर सकते हैं।',
    },
    {
      question: 'सलाह रद्द करने पर क्या मेरे पैसे वापस मिलेंगे?',
      answer: f.refundLines.join(' '),
      link: { href: '/refunds', label: 'पूरी रिफ़ंड नीति पढ़ें' },
    },
    {
      question: 'क्या मुझे पर्चा मिलेगा?',
      answer:
        'हाँ, अगर डॉक्टर को लगे कि आपको दवा की ज़रूरत है। पर्चा आपके फ़ोन पर आता है। क़ानून के मुताबिक़, कुछ तेज़ दवाएँ ऑनलाइन सलाह के बाद नहीं लिखी जा सकतीं।',
    },
  ],
};
