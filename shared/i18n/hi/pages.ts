// Each page's title, menu label and description in Hindi, for the /hi pages, their menus and their <head>.
// Typed against the English words, so a page added to the site map without Hindi words does not compile.
import type { PAGE_WORDS, PageWords } from '../en/pages';

export const HI_PAGE_WORDS: Record<keyof typeof PAGE_WORDS, PageWords> = {
  home: {
    title: 'भारत में ऑनलाइन डॉक्टर से सलाह',
    navLabel: 'होम',
    description:
      'वीडियो, फ़ोन या WhatsApp पर जाँचे-परखे डॉक्टरों से सलाह लें: जनरल फ़िज़िशियन, डायबिटीज़ केयर, कैंसर पर दूसरी राय और हेल्थ चेक-अप।',
  },
  departments: {
    title: 'विभाग',
    description: 'डायबिटीज़ केयर, कैंसर पर दूसरी राय, कैंसर सलाह योजना और जनरल फ़िज़िशियन से ऑनलाइन सलाह।',
  },
  doctors: {
    title: 'हमारे डॉक्टर',
    navLabel: 'डॉक्टर',
    description: 'हमारे जाँचे-परखे डायबिटीज़ विशेषज्ञ, जनरल फ़िज़िशियन और कैंसर विशेषज्ञों से मिलिए। फ़ीस {lowestDoctorFee} से शुरू।',
  },
  pricing: {
    title: 'फ़ीस और प्लान',
    navLabel: 'फ़ीस',
    description: 'सलाह की फ़ीस {lowestConsultationPrice} से शुरू, मासिक प्लान और दूसरी सेवाएँ, साफ़ रिफ़ंड गारंटी के साथ।',
  },
  'diabetes-care': {
    title: 'डायबिटीज़ केयर',
    description: 'अनुभवी डायबिटीज़ विशेषज्ञों से ऑनलाइन सलाह: खान-पान और दवा की पूरी जाँच।',
  },
  'cancer-second-opinion': {
    title: 'कैंसर पर दूसरी राय',
    description: 'कैंसर विशेषज्ञ आपकी रिपोर्ट और इलाज की योजना देखकर अपनी राय देते हैं।',
  },
  'cancer-advisory-plan': {
    title: 'कैंसर सलाह योजना',
    description: 'कैंसर के इलाज के दौरान हर महीने विशेषज्ञ से सलाह और लगातार मार्गदर्शन।',
  },
  'general-physician': {
    title: 'जनरल फ़िज़िशियन',
    description: 'बुख़ार, इन्फ़ेक्शन, पुरानी बीमारियों और बचाव के लिए जनरल फ़िज़िशियन से ऑनलाइन मिलिए।',
  },
  'health-checkups': {
    title: 'हेल्थ चेक-अप',
    description: 'घर से सैंपल लेने और डॉक्टर की राय के साथ हेल्थ चेक-अप पैकेज, {lowestPackagePrice} से शुरू।',
  },
  telemedicine: {
    title: 'टेलीमेडिसिन',
    description: 'अपने फ़ोन से वीडियो और फ़ोन पर सलाह, ई-पर्चा और डिजिटल हेल्थ रिकॉर्ड।',
  },
  'emergency-care': {
    title: 'इमरजेंसी केयर',
    description: 'दिन-रात इमरजेंसी में मदद, ज़रूरी नंबर, और कब सीधे अस्पताल जाना चाहिए।',
  },
  about: {
    title: 'हमारे बारे में',
    navLabel: 'हमारे बारे में',
    description: 'हमारा मक़सद, हमारे मूल्य, और आपकी जानकारी को सुरक्षित रखने के हमारे नियम।',
  },
  contact: {
    title: 'संपर्क करें',
    navLabel: 'संपर्क',
    description: 'इमरजेंसी हेल्पलाइन, कस्टमर सपोर्ट, लाइव चैट या ईमेल से हमसे संपर्क करें, और हमारे दफ़्तर देखें।',
  },
  'how-it-works': {
    title: 'यह कैसे काम करता है',
    description: 'किसी भी फ़ोन से तीन आसान क़दम: बुक करें, डॉक्टर से बात करें, पर्चा पाएँ।',
  },
  terms: {
    title: 'सेवा की शर्तें',
    navLabel: 'शर्तें',
    description: 'हमारी ऑनलाइन सलाह सेवाओं पर लागू होने वाली शर्तें।',
  },
  privacy: {
    title: 'प्राइवेसी नीति',
    navLabel: 'प्राइवेसी',
    description: 'हम कौन-सी जानकारी लेते हैं, उसे कैसे इस्तेमाल और सुरक्षित करते हैं, और आपकी सेहत की जानकारी पर आपके अधिकार।',
  },
  cookies: {
    title: 'कुकी नीति',
    navLabel: 'कुकी',
    description: 'हम कौन-सी कुकी इस्तेमाल करते हैं, वे कितने समय रहती हैं और ब्राउज़र में उन्हें कैसे सँभालें।',
  },
  disclaimer: {
    title: 'मेडिकल डिस्क्लेमर',
    navLabel: 'डिस्क्लेमर',
    description: 'ऑनलाइन सलाह क्या कर सकती है और क्या नहीं, और कब इमरजेंसी इलाज लेना चाहिए।',
  },
  refunds: {
    title: 'रिफ़ंड नीति',
    navLabel: 'रिफ़ंड',
    description: 'सलाह, हेल्थ पैकेज और प्लान के पैसे कितने दिन में और कैसे वापस मिलते हैं।',
  },
  auth: {
    title: 'साइन इन करें या खाता बनाएँ',
    description: 'मरीज़, डॉक्टर या एडमिन खाते में साइन इन करें या नया खाता बनाएँ।',
  },
  login: {
    title: 'मरीज़ साइन इन',
    description: 'सलाह बुक करने और अपने पर्चे देखने के लिए साइन इन करें।',
  },
  admin: {
    title: 'एडमिन डैशबोर्ड',
    description: 'स्टाफ़ के लिए प्रबंधन।',
  },
  account: {
    title: 'मेरा खाता',
    description: 'आपका खाता और आपके भेजे हुए अनुरोध।',
  },
  // The doctor area is in English (docs/languages.md: the admin and doctor areas are English).
  'doctor-area': {
    title: 'Doctor Area',
    description: "The signed-in doctor's own area.",
  },
  'reset-password': {
    title: 'पासवर्ड बदलें',
    description: 'अपने खाते के लिए नया पासवर्ड चुनें।',
  },
  'confirm-email': {
    title: 'अपना ईमेल पक्का करें',
    description: 'खाता बनाते समय हमारे भेजे ईमेल में दिया कोड लिखें।',
  },
  book: {
    title: 'सलाह बुक करें',
    description: 'सलाह बुक करने के लिए हमारे केयर कोऑर्डिनेटर को कॉल या मैसेज करें।',
  },
  'doctor-request': {
    title: 'किसी ख़ास डॉक्टर के लिए अनुरोध',
    description: 'बताइए आपको किस विशेषज्ञ की ज़रूरत है। हमारी टीम 24 घंटे के अंदर आपसे संपर्क करेगी।',
  },
  newsletter: {
    title: 'न्यूज़लेटर',
    description: 'सेहत की सलाह और प्लान के ऑफ़र, कभी-कभी ईमेल पर। आप इन्हें कभी भी बंद कर सकते हैं।',
  },
  rx: {
    title: 'पर्चा जाँचें',
    description: 'पर्चे के नंबर से देखें कि हमारे डॉक्टर का जारी किया पर्चा असली और मान्य है या नहीं।',
  },
  'not-found': {
    title: 'पेज नहीं मिला',
    description: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  },
};
