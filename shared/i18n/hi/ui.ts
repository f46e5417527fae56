// The site's frame in Hindi for the server: the same keys as the English source (UiWords), complete, with the
// islands' words (islands.ts) spread in, so a Hindi page needs no English dictionary. Plain words a patient uses
// every day (डॉक्टर, दवा, जाँच), not a word-by-word rendering.
import type { UiWords } from '../en/ui';
import { FLASH_MESSAGES } from '../../messages';
import { HI_ISLAND_WORDS } from './islands';

export const HI_UI: UiWords = {
  ...HI_ISLAND_WORDS,
  hours: { ...HI_ISLAND_WORDS.hours, emergency: '24 घंटे, सातों दिन' },
  language: {
    switchLabel: 'भाषा',
  },
  header: {
    skipToContent: 'सीधे मुख्य जानकारी पर जाएँ',
    mainNavigation: 'मुख्य',
    menu: 'मेन्यू',
    signIn: 'साइन इन / खाता बनाएँ',
    groups: { main: 'देखें', services: 'सेवाएँ', company: 'कंपनी', policies: 'नीतियाँ' },
  },
  footer: {
    tagline: 'भारत में कहीं से भी, जाँचे-परखे डॉक्टरों से ऑनलाइन सलाह।',
    supportLine: (hours) => `मदद और इमरजेंसी (${hours}):`,
    email: 'ईमेल:',
    customerSupport: (hours) => `कस्टमर सपोर्ट: ${hours}`,
    office: (city) => `${city} दफ़्तर:`,
    ambulance: 'एम्बुलेंस:',
    newsletterTitle: 'सेहत की सलाह और प्लान के ऑफ़र',
    emailLabel: 'ईमेल पता',
    emailPlaceholder: 'aap@example.com',
    subscribe: 'सब्सक्राइब करें',
    patients: 'मरीज़ों के लिए',
    patientPortal: 'मरीज़ पोर्टल',
    howItWorks: 'यह कैसे काम करता है',
    accessibility: 'सुलभता',
    copyright: (year, siteName, ambulance) =>
      `© ${year} ${siteName}। इमरजेंसी के लिए नहीं: एम्बुलेंस के लिए ${ambulance} पर कॉल करें।`,
  },
  booking: {
    cta: 'सलाह बुक करें',
    generalSubject: 'डॉक्टर से ऑनलाइन सलाह',
    videoTopic: {
      subject: 'वीडियो पर सलाह',
      detail: 'केयर कोऑर्डिनेटर आपकी वीडियो कॉल तय करते हैं और आपको लिंक भेजते हैं',
    },
    bannerHeading: 'आज ही डॉक्टर से बात करें',
    bannerAvailability: (hours) => `हमारे केयर कोऑर्डिनेटर ${hours} उपलब्ध हैं।`,
    seeAllDoctors: 'सभी डॉक्टर देखें',
    helpFindDoctor: 'हमें कॉल या मैसेज करें, कोऑर्डिनेटर सही डॉक्टर ढूँढने में आपकी मदद करेंगे।',
    errors: {
      oneChoice: 'बुक करने के लिए एक ही डॉक्टर, पैकेज या सेवा चुनें।',
      unknownDoctor: 'हमें वह डॉक्टर नहीं मिले।',
      unknownPackage: 'हमें वह पैकेज नहीं मिला।',
      unknownService: 'हमें वह सेवा नहीं मिली।',
    },
  },
  common: {
    step: (number) => `क़दम ${number}`,
  },
  appointmentLookup: {
    navLabel: 'मेरा अपॉइंटमेंट',
    link: 'अपना अपॉइंटमेंट देखें',
    lead: 'पहले से समय बुक कर चुके हैं? रेफ़रेंस और अपने मोबाइल नंबर से उसे खोलें: उसे देखें, भुगतान करें, समय बदलवाएँ या रद्द करें।',
  },
  flash: {
    'callback-requested': HI_ISLAND_WORDS.forms.submitted.booking,
    'contact-sent': HI_ISLAND_WORDS.forms.submitted.contact,
    'newsletter-subscribed': HI_ISLAND_WORDS.forms.submitted.newsletter,
    'privacy-request-received': HI_ISLAND_WORDS.forms.submitted.privacy,
    'refund-request-received': HI_ISLAND_WORDS.forms.submitted.refund,
    // The admin area stays in English.
    'request-status-updated': FLASH_MESSAGES['request-status-updated'],
    'appointment-created': FLASH_MESSAGES['appointment-created'],
    'appointment-confirmed': FLASH_MESSAGES['appointment-confirmed'],
    'appointment-rescheduled': FLASH_MESSAGES['appointment-rescheduled'],
    'appointment-cancelled': FLASH_MESSAGES['appointment-cancelled'],
    'appointment-status-updated': FLASH_MESSAGES['appointment-status-updated'],
    'hours-change-requested': FLASH_MESSAGES['hours-change-requested'],
    'record-saved': FLASH_MESSAGES['record-saved'],
    'record-line-added': FLASH_MESSAGES['record-line-added'],
    'record-line-removed': FLASH_MESSAGES['record-line-removed'],
    'record-prescription-issued': FLASH_MESSAGES['record-prescription-issued'],
    'record-correction-started': FLASH_MESSAGES['record-correction-started'],
    'account-approved': FLASH_MESSAGES['account-approved'],
    'account-role-changed': FLASH_MESSAGES['account-role-changed'],
    'account-disabled': FLASH_MESSAGES['account-disabled'],
    'account-enabled': FLASH_MESSAGES['account-enabled'],
    'account-reset-sent': FLASH_MESSAGES['account-reset-sent'],
    'account-deleted': FLASH_MESSAGES['account-deleted'],
    'doctor-request-submitted': {
      variant: 'success',
      title: 'अनुरोध मिल गया',
      description: 'हमारी टीम 24 घंटे के अंदर आपसे संपर्क करके आपकी ज़रूरत के डॉक्टर के बारे में बात करेगी।',
    },
    unsubscribed: {
      variant: 'success',
      title: 'आपने अनसब्सक्राइब कर लिया है',
      description: 'इस ईमेल पर हम अब कोई ईमेल नहीं भेजेंगे।',
    },
    'unsubscribe-link-invalid': {
      variant: 'error',
      title: 'यह अनसब्सक्राइब लिंक सही नहीं है।',
      description: 'हमारे सबसे नए ईमेल का लिंक इस्तेमाल करें, या हमें लिखें, हम आपका ईमेल हटा देंगे।',
    },
    'phone-stopped': {
      variant: 'success',
      title: 'अब आपके फ़ोन पर याद दिलाने वाले संदेश नहीं आएँगे',
      description: 'बुकिंग पक्की होने, समय बदलने या रद्द होने पर हम फिर भी आपको बताएँगे।',
    },
    'phone-stop-link-invalid': {
      variant: 'error',
      title: 'यह लिंक सही नहीं है।',
      description: 'हमारे सबसे नए संदेश का लिंक इस्तेमाल करें, या WhatsApp पर STOP लिखकर भेजें।',
    },
    'phone-whatsapp': { variant: 'success', title: 'हो गया। हम अपडेट WhatsApp पर भेजेंगे।' },
    'phone-sms': { variant: 'success', title: 'हो गया। हम अपडेट SMS से भेजेंगे।' },
    'phone-reminders-on': { variant: 'success', title: 'हो गया। याद दिलाने वाले संदेश फिर से चालू हैं।' },
    'profile-saved': { variant: 'success', title: 'आपकी प्रोफ़ाइल सेव हो गई है' },
    'mobile-added': {
      variant: 'success',
      title: 'आपका मोबाइल जुड़ गया है',
      description: 'अब आप इससे साइन इन कर सकते हैं, और इस नंबर से की गई बुकिंग आपके खाते में दिखती हैं।',
    },
    'account-deletion-requested': {
      variant: 'success',
      title: 'खाता मिटाने का आपका अनुरोध मिल गया है',
      description: 'हमारी टीम इसे मिटाकर आपको ईमेल से बताएगी।',
    },
    'welcome-back': { variant: 'success', title: 'फिर से स्वागत है!' },
    'signed-in': { variant: 'success', title: 'आप साइन इन हो गए हैं!' },
    'account-created': {
      variant: 'success',
      title: 'आपका खाता बन गया!',
      description: 'खाता पक्का करने के लिए अपना ईमेल देखें।',
    },
    'account-created-doctor': {
      variant: 'success',
      title: 'आपका खाता बन गया!',
      description: 'खाता पक्का करने के लिए अपना ईमेल देखें। डॉक्टर के तौर पर पहुँच के लिए एडमिन की मंज़ूरी बाक़ी है।',
    },
    'account-created-admin': {
      variant: 'success',
      title: 'आपका खाता बन गया!',
      description: 'खाता पक्का करने के लिए अपना ईमेल देखें। एडमिन पहुँच के लिए मंज़ूरी बाक़ी है।',
    },
    'account-created-patient': { variant: 'success', title: 'खाता बन गया! खाता पक्का करने के लिए अपना ईमेल देखें।' },
    'reset-sent': { variant: 'success', title: 'पासवर्ड बदलने का लिंक भेज दिया!', description: 'लिंक के लिए अपना ईमेल देखें।' },
    'reset-email-sent': {
      variant: 'success',
      title: 'पासवर्ड बदलने का ईमेल भेज दिया! इनबॉक्स और स्पैम फ़ोल्डर देखें।',
    },
    'signed-out': { variant: 'success', title: 'आप साइन आउट हो गए हैं' },
    'password-updated': { variant: 'success', title: 'पासवर्ड बदल गया', description: 'आप नए पासवर्ड से साइन इन हैं।' },
    'recovery-ready': {
      variant: 'info',
      title: 'नया पासवर्ड चुनें',
      description: 'नीचे नया पासवर्ड डालें और दोबारा लिखकर पक्का करें।',
    },
    'link-expired': {
      variant: 'error',
      title: 'यह लिंक सही नहीं है या इसकी समय-सीमा ख़त्म हो गई है।',
      description: 'नीचे से नया ईमेल मँगाएँ और सबसे नए लिंक का इस्तेमाल करें।',
    },
    'email-confirmed-elsewhere': {
      variant: 'success',
      title: 'आपका ईमेल पक्का हो गया है।',
      description:
        'आपने यह लिंक उस ब्राउज़र से अलग ब्राउज़र में खोला जिसमें खाता बनाया था, इसलिए आप यहाँ साइन इन नहीं हैं। नीचे अपने ईमेल और पासवर्ड से साइन इन करें।',
    },
    'email-confirmed': {
      variant: 'success',
      title: 'आपका ईमेल पक्का हो गया है।',
      description: 'आप साइन इन हो गए हैं।',
    },
    'link-used-signed-in': {
      variant: 'info',
      title: 'यह लिंक पहले ही इस्तेमाल हो चुका है या इसकी समय-सीमा ख़त्म हो गई है।',
      description: 'आप साइन इन हैं, इसलिए अब इस लिंक से कुछ नहीं करना है।',
    },
    'google-failed': {
      variant: 'error',
      title: 'Google से साइन इन नहीं हो पाया: अनुमति नहीं मिली।',
      description: 'कृपया फिर से कोशिश करें।',
    },
  },
  seo: {
    country: 'भारत',
    councilRegistration: (council) => `${council} में रजिस्ट्रेशन`,
  },
  notFound: {
    title: 'माफ़ कीजिए! यह पेज नहीं मिला',
    returnHome: 'होम पेज पर जाएँ',
  },
  home: {
    heroTitle: 'भारत में कहीं से भी, ऑनलाइन डॉक्टर से मिलिए',
    heroLead: (fromPrice) =>
      `जनरल फ़िज़िशियन, डायबिटीज़ विशेषज्ञ और कैंसर विशेषज्ञ, वीडियो, फ़ोन या WhatsApp पर। सलाह की फ़ीस ${fromPrice} से शुरू।`,
    meetDoctors: 'हमारे डॉक्टरों से मिलिए',
    servicesTitle: 'हमारी सेवाएँ',
    howItWorksTitle: 'यह कैसे काम करता है',
    steps: [
      {
        title: 'बुक करें',
        description: 'कॉल करें, WhatsApp पर बात करें या ऑनलाइन बुक करें। कोऑर्डिनेटर आपकी सुविधा का समय तय करेंगे।',
      },
      { title: 'डॉक्टर से बात करें', description: 'जाँचे-परखे डॉक्टर से वीडियो या फ़ोन पर, अपनी पसंद की भाषा में बात करें।' },
      { title: 'ठीक हो जाएँ', description: 'डिजिटल पर्चा और आगे की सलाह पाएँ, जो आपके हेल्थ रिकॉर्ड में सुरक्षित रहती है।' },
    ],
    moreAboutHow: 'सलाह कैसे होती है, इसके बारे में और जानें',
    figuresLabel: 'आँकड़ों में',
    figures: { consultations: 'सलाह दी गईं', satisfaction: 'मरीज़ संतुष्ट', emergencyLine: 'इमरजेंसी लाइन' },
  },
};
