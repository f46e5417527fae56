// The refund rules' words in Hindi, the same keys and types as en.ts (facts.ts holds the values). A line that states a
// figure is a function given the figure already formatted for hi-IN. The same rules are summarised on other pages in
// src/content/contact/copy.hi.ts (REFUND_SUMMARY_HI): the words here match those.
import type { RefundRuleWords, RefundWords } from './copy.en';
import type { RefundRuleId } from './facts';

export const REFUND_RULE_WORDS_HI: Record<RefundRuleId, RefundRuleWords> = {
  'consultation-24h-plus': {
    scenario: ({ noticeFrom }) => `आप अपॉइंटमेंट से ${noticeFrom} घंटे या उससे पहले रद्द करते हैं`,
    process: 'फ़ोन, WhatsApp या रिफ़ंड फ़ॉर्म से रद्द करें। हम बिना कोई और सवाल पूछे पूरा पैसा लौटा देते हैं।',
  },
  'consultation-6-24h': {
    scenario: ({ noticeFrom, noticeTo }) => `आप ${noticeFrom} से ${noticeTo} घंटे पहले रद्द करते हैं`,
    process: 'फ़ोन, WhatsApp या रिफ़ंड फ़ॉर्म से रद्द करें। हम फ़ीस का आधा हिस्सा लौटाते हैं।',
  },
  'consultation-under-6h': {
    scenario: ({ noticeTo }) => `आप ${noticeTo} घंटे से कम समय पहले रद्द करते हैं`,
    process: 'डॉक्टर ने यह समय आपके लिए रखा है। हमें कॉल करें: हो सकता है कि हम तब भी आपका समय बदल सकें।',
  },
  'consultation-doctor-unavailable': {
    scenario: () => 'डॉक्टर नहीं आ पाते',
    process: 'हम पहले आपसे संपर्क करते हैं। आप पूरा रिफ़ंड या नया समय, जो चाहें चुन सकते हैं।',
  },
  'consultation-no-show': {
    scenario: () => 'आप रद्द किए बिना अपॉइंटमेंट पर नहीं आते',
    process: 'अगर किसी गंभीर वजह से आप नहीं आ पाए, तो रिफ़ंड फ़ॉर्म से हमें बताएँ। हम उस पर ग़ौर करेंगे।',
  },
  'package-before-tests': {
    scenario: () => 'आप कोई भी जाँच होने से पहले रद्द करते हैं',
    process: 'सैंपल लेने या लैब जाने के समय से पहले रद्द करें। लैब की बुकिंग के लिए हम प्रोसेसिंग फ़ीस (बुकिंग का ख़र्च) रखते हैं।',
  },
  'package-partly-done': {
    scenario: () => 'कुछ जाँचें हो चुकी हैं',
    process: 'जो जाँचें अभी नहीं हुईं, उनमें से हर जाँच का दाम हम लौटाते हैं।',
  },
  'subscription-first-7-days': {
    scenario: ({ withinDays }) => `आप ख़रीदने के ${withinDays} दिन के अंदर रद्द करते हैं, और आपने कुछ भी इस्तेमाल नहीं किया है`,
    process: 'फ़ोन या रिफ़ंड फ़ॉर्म से रद्द करें। हम पूरा दाम लौटाते हैं।',
  },
  'subscription-mid-cycle': {
    scenario: () => 'आप महीने के बीच में रद्द करते हैं',
    process: 'जिन दिनों का पैसा आपने दिया है, वे ख़त्म होने पर प्लान बंद हो जाता है। जो हिस्सा इस्तेमाल नहीं हुआ, उसका पैसा हम लौटाते हैं।',
  },
  'subscription-annual-30-days': {
    scenario: ({ withinDays }) => `आप सालाना प्लान ख़रीदने के ${withinDays} दिन के अंदर रद्द करते हैं`,
    process: 'हम दाम लौटाते हैं, पर जो सलाह और सेवाएँ आप ले चुके हैं, उनका दाम घटाकर।',
  },
};

export const REFUND_WORDS_HI: RefundWords = {
  categories: {
    consultation: 'डॉक्टर से सलाह',
    'health-package': 'हेल्थ चेक-अप पैकेज',
    subscription: 'मासिक और सालाना प्लान',
  },
  amount: (amount, percent, feePercent) => {
    switch (amount.kind) {
      case 'percent':
        if (amount.percent === 100) return 'पूरा रिफ़ंड';
        if (amount.percent === 0) return 'कोई रिफ़ंड नहीं';
        return feePercent ? `${percent} रिफ़ंड (${feePercent} प्रोसेसिंग फ़ीस कटेगी)` : `${percent} रिफ़ंड`;
      case 'full-or-reschedule':
        return 'पूरा रिफ़ंड, या बिना ख़र्च के नया समय';
      case 'unused-tests':
        return 'जो जाँचें नहीं हुईं, उनका रिफ़ंड';
      case 'pro-rated':
        return 'बचे दिनों का रिफ़ंड (जितने दिन इस्तेमाल नहीं हुए)';
      case 'full-minus-used':
        return 'पूरा रिफ़ंड, इस्तेमाल की गई सेवाएँ घटाकर';
    }
  },
  paidWithin: (range) => `${range} कामकाजी दिन`,
  noRefundTimeline: 'लागू नहीं',
  byPaymentMethod: 'मंज़ूरी के बाद भेजा जाता है; बैंक का समय नीचे दिया है',
  methods: {
    card: 'क्रेडिट या डेबिट कार्ड',
    wallet: 'मोबाइल वॉलेट',
    netBanking: 'नेट बैंकिंग',
    upi: 'UPI',
  },
  methodDays: (range) => `${range} दिन`,
  review: (range) => `हम रिफ़ंड के हर अनुरोध की जाँच ${range} कामकाजी दिनों में करते हैं।`,
  fullRefundSummary: (hours) => `अपॉइंटमेंट से ${hours} घंटे या उससे पहले रद्द करें: पूरा रिफ़ंड।`,
};
