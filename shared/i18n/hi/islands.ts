// The Hindi words the browser needs (the islands and their dialogs): the only dictionary a Hindi page downloads.
// Same keys as the English islands.ts, checked by the compiler.
import type { IslandWords } from '../en/islands';

export const HI_ISLAND_WORDS: IslandWords = {
  account: {
    signedInAs: 'साइन इन:',
    yourAccount: 'आपका खाता',
    areas: {
      account: { label: 'मेरा खाता', href: '/hi/account' },
      doctor: { label: 'डॉक्टर एरिया', href: '/doctor' },
      admin: { label: 'डैशबोर्ड', href: '/admin' },
    },
    signOut: 'साइन आउट',
  },
  hours: {
    support: 'सोम–रवि, सुबह 8 से रात 10 बजे तक',
  },
  contact: {
    dialogTitle: 'डॉक्टर से सलाह बुक करें',
    call: (number) => `${number} पर कॉल करें`,
    whatsapp: 'WhatsApp पर बात करें',
    opensInNewTab: ' (नए टैब में खुलेगा)',
    pickTime: 'ख़ुद समय चुनें',
    howItGoes: (hours) => `केयर कोऑर्डिनेटर आपकी सुविधा का समय तय करके पेमेंट लिंक भेजेंगे। मदद का समय: ${hours}।`,
    whatsappMessage: (subject, detail) => `नमस्ते, मुझे सलाह बुक करनी है: ${subject}${detail ? ` (${detail})` : ''}।`,
  },
  dialog: {
    close: 'बंद करें',
  },
  request: {
    title: 'किसी ख़ास डॉक्टर के लिए अनुरोध',
    description: 'बताइए आपको किस विशेषज्ञ की ज़रूरत है। हमारी टीम 24 घंटे के अंदर आपसे संपर्क करेगी।',
    specializationPlaceholder: 'दिल के डॉक्टर, नसों के डॉक्टर, बच्चों के डॉक्टर',
    cancel: 'रद्द करें',
    submit: 'अनुरोध भेजें',
    missing: { variant: 'error', title: 'कुछ जानकारी छूट गई है', description: 'कृपया सभी ज़रूरी जगहें भरें।' },
    submitted: {
      variant: 'success',
      title: 'अनुरोध मिल गया',
      description: 'हमारी टीम 24 घंटे के अंदर आपसे संपर्क करके आपकी ज़रूरत के डॉक्टर के बारे में बात करेगी।',
    },
  },
  forms: {
    fields: {
      name: 'आपका नाम',
      phone: 'फ़ोन नंबर',
      language: 'कॉल किस भाषा में हो',
      timeWindow: 'कॉल का सही समय',
      topic: 'किस बारे में',
      note: 'कुछ और बताना हो तो',
      specialization: 'किस विशेषज्ञ की ज़रूरत है',
      requirements: 'कोई ख़ास ज़रूरत',
      firstName: 'पहला नाम',
      lastName: 'उपनाम',
      email: 'ईमेल',
      department: 'विभाग',
      message: 'संदेश',
      requestType: 'आप हमसे क्या करवाना चाहते हैं?',
      details: 'पूरी बात',
      service: 'भुगतान किस चीज़ के लिए था?',
      paymentReference: 'भुगतान या बुकिंग का रेफ़रेंस',
      reason: 'आप रिफ़ंड क्यों चाहते हैं?',
    },
    optional: ' (ज़रूरी नहीं)',
    phoneHint: '10 अंकों का मोबाइल नंबर, जैसे 98765 43210।',
    languages: {
      en: 'अंग्रेज़ी',
      hi: 'हिन्दी',
      ta: 'तमिल',
      te: 'तेलुगु',
      bn: 'बांग्ला',
      mr: 'मराठी',
      kn: 'कन्नड़',
      ml: 'मलयालम',
      gu: 'गुजराती',
      pa: 'पंजाबी',
    },
    timeWindows: {
      morning: 'सुबह, 9 से 12 बजे तक',
      afternoon: 'दोपहर, 12 से 4 बजे तक',
      evening: 'शाम, 4 से 8 बजे तक',
      any: 'कभी भी, सुबह 8 से रात 10 बजे तक',
    },
    departments: {
      'general-physician': 'सामान्य डॉक्टर',
      'diabetes-care': 'डायबिटीज़ (शुगर) की देखभाल',
      'cancer-care': 'कैंसर की देखभाल',
      'health-checkups': 'हेल्थ चेक-अप',
      'billing-refunds': 'भुगतान और रिफ़ंड',
      'technical-help': 'वेबसाइट में मदद',
      other: 'कुछ और',
    },
    privacyRequestTypes: {
      access: 'बताइए आपके पास मेरा कौन-सा डेटा है',
      correction: 'मेरा डेटा ठीक कीजिए',
      erasure: 'मेरा डेटा मिटा दीजिए',
      withdrawal: 'मैं अपनी सहमति वापस लेता/लेती हूँ',
      nomination: 'मेरी ओर से काम करने के लिए किसी को नामित करना है',
      grievance: 'शिकायत करनी है',
    },
    refundServices: {
      consultation: 'डॉक्टर से सलाह',
      'health-package': 'हेल्थ चेक-अप पैकेज',
      subscription: 'मासिक प्लान',
    },
    chooseOne: 'एक चुनें',
    defaultLanguage: 'hi',
    problems: {
      missing: 'कृपया यह भरें।',
      tooLong: 'यह बहुत लंबा है। कृपया छोटा करें।',
      name: 'कृपया सिर्फ़ अक्षर, खाली जगह, बिंदु, अपॉस्ट्रॉफ़ी और हाइफ़न लिखें।',
      phone: 'कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें। हम सिर्फ़ मोबाइल पर कॉल और मैसेज करते हैं।',
      email: 'कृपया name@example.com जैसा ईमेल पता लिखें।',
      choice: 'कृपया दिए गए विकल्पों में से एक चुनें।',
      markup: 'कृपया < और > के निशान हटा दें।',
      characters: 'कृपया ख़ास निशान हटा दें।',
    },
    missing: { variant: 'error', title: 'कुछ जानकारी छूट गई है', description: 'कृपया सभी ज़रूरी जगहें भरें।' },
    invalid: {
      variant: 'error',
      title: 'कृपया फ़ॉर्म जाँच लें',
      description: 'कुछ जवाब बदलने होंगे। वे फ़ॉर्म में दिखाए गए हैं।',
    },
    failed: {
      variant: 'error',
      title: 'आपका अनुरोध नहीं भेजा जा सका',
      description: 'कृपया इंटरनेट कनेक्शन देखकर फिर कोशिश करें, या हमें कॉल करें।',
    },
    sending: 'भेजा जा रहा है...',
    reference: (reference) => `आपका रेफ़रेंस नंबर ${reference} है।`,
    honeypot: 'इसे ख़ाली छोड़ दें',
    consent: {
      callback: 'आपका नाम और नंबर सिर्फ़ इस अनुरोध के बारे में आपको कॉल करने के लिए इस्तेमाल होगा।',
      contact: 'आपकी जानकारी सिर्फ़ इस संदेश का जवाब देने के लिए इस्तेमाल होगी।',
      newsletter: 'आपका ईमेल सिर्फ़ हमारा न्यूज़लेटर भेजने के लिए इस्तेमाल होगा। आप इसे कभी भी बंद कर सकते हैं।',
      privacy: 'आपकी जानकारी सिर्फ़ इस अनुरोध का जवाब देने और आपकी पहचान पक्की करने के लिए इस्तेमाल होगी।',
      refund: 'आपकी जानकारी सिर्फ़ इस रिफ़ंड की जाँच और भुगतान के लिए इस्तेमाल होगी।',
      policyLink: 'हम आपका डेटा कैसे रखते हैं: प्राइवेसी पॉलिसी',
      privacyHref: '/hi/privacy',
    },
    submitted: {
      booking: {
        variant: 'success',
        title: 'कॉल-बैक का अनुरोध मिल गया',
        description: 'केयर कोऑर्डिनेटर आपके चुने हुए समय पर आपको कॉल करेंगे।',
      },
      doctor: {
        variant: 'success',
        title: 'अनुरोध मिल गया',
        description: 'हमारी टीम 24 घंटे के अंदर आपसे संपर्क करके आपकी ज़रूरत के डॉक्टर के बारे में बात करेगी।',
      },
      contact: {
        variant: 'success',
        title: 'संदेश भेज दिया गया',
        description: 'कामकाज के समय में हम 2 घंटे के अंदर जवाब देते हैं।',
      },
      newsletter: {
        variant: 'success',
        title: 'आपने सब्सक्राइब कर लिया है',
        description: 'धन्यवाद। ये रहे हमारे प्लान और दाम।',
      },
      privacy: {
        variant: 'success',
        title: 'प्राइवेसी अनुरोध मिल गया',
        description: 'हमारे शिकायत अधिकारी 24 घंटे के अंदर ईमेल से इसकी पुष्टि करेंगे।',
      },
      refund: {
        variant: 'success',
        title: 'रिफ़ंड का अनुरोध मिल गया',
        description: 'हम 2 से 3 कामकाजी दिनों में रिफ़ंड के अनुरोध की जाँच करके ईमेल से जवाब देते हैं।',
      },
    },
    booking: {
      title: 'या हमसे कॉल करने को कहें',
      submit: 'कॉल-बैक का अनुरोध करें',
    },
    contact: {
      submit: 'संदेश भेजें',
    },
    privacy: {
      submit: 'प्राइवेसी अनुरोध भेजें',
    },
    refund: {
      submit: 'रिफ़ंड का अनुरोध करें',
    },
  },
  packages: {
    select: 'पैकेज चुनें',
    selected: 'चुना गया',
    selectedToast: (packageName) => ({
      variant: 'success',
      title: 'पैकेज चुन लिया गया',
      description: `आपने ${packageName} चुना है। जाँच का समय तय करने के लिए हमसे संपर्क करें।`,
    }),
  },
  toast: {
    notifications: 'सूचनाएँ',
    close: 'सूचना बंद करें',
  },
};

export default HI_ISLAND_WORDS;
