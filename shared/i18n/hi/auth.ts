// The sign-in area's words in Hindi: the same keys as the English source (AuthWords), in the glossary's words
// (साइन इन करें, खाता बनाएँ, पासवर्ड, ईमेल). The auth server's own messages stay as it writes them (English), quoted
// after a Hindi sentence that says what went wrong.
import type { AuthWords, ProblemWords } from '../en/auth';

/** "साइन इन नहीं हो सका: <reason>।" with the reason's own full stop dropped. */
const withReason = (prefix: string, reason: string) => `${prefix}: ${reason.trim().replace(/[.।\s]+$/, '')}।`;

/** The checks' words: one set for both sign-in forms (the English differs by one word, Hindi does not). */
const PROBLEMS: ProblemWords = {
  required: 'ईमेल और पासवर्ड, दोनों लिखना ज़रूरी है।',
  invalidEmail: 'कृपया सही ईमेल पता लिखें।',
  emailRequired: 'कृपया अपना ईमेल पता लिखें।',
  fullNameRequired: 'पूरा नाम लिखना ज़रूरी है।',
  fullNameTooLong: (limit) => `पूरा नाम ज़्यादा से ज़्यादा ${limit} अक्षरों का हो सकता है।`,
  passwordsDiffer: 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  passwordTooShort: (minimum) => `पासवर्ड कम से कम ${minimum} अक्षरों का होना चाहिए।`,
  passwordTooLong: (limit) => `पासवर्ड ज़्यादा से ज़्यादा ${limit} अक्षरों का हो सकता है।`,
  termsRequired: 'कृपया सेवा की शर्तें और प्राइवेसी नीति स्वीकार करें।',
  newPasswordRequired: 'कृपया नया पासवर्ड लिखें।',
};

export const HI_AUTH_WORDS: AuthWords = {
  fields: {
    email: 'ईमेल',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड दोबारा लिखें',
    newPassword: 'नया पासवर्ड',
    fullName: 'पूरा नाम',
    remember: 'मुझे याद रखें',
    show: 'दिखाएँ',
    hide: 'छिपाएँ',
    passwordToggle: ' (पासवर्ड)',
    confirmToggle: ' (दोबारा लिखा पासवर्ड)',
  },
  actions: {
    signIn: 'साइन इन करें',
    createAccount: 'खाता बनाएँ',
    processing: 'कृपया रुकें...',
    forgot: 'पासवर्ड भूल गए?',
  },
  portal: {
    accountType: 'खाता किसके लिए है',
    accountTypes: { patient: 'मरीज़', doctor: 'डॉक्टर', admin: 'एडमिन' },
    haveAccount: 'क्या आपका खाता पहले से है? ',
    noAccount: 'क्या आपका खाता नहीं है? ',
    backHome: 'होम पेज पर जाएँ',
    panelTitles: { patient: 'मरीज़ पोर्टल', doctor: 'डॉक्टर पोर्टल', admin: 'एडमिन पोर्टल' },
    descriptions: {
      patient: ['सलाह बुक करें', 'अपना मेडिकल रिकॉर्ड देखें', 'अपने पर्चे एक जगह देखें', 'चौबीसों घंटे, हर दिन मदद'],
      doctor: ['अपॉइंटमेंट सँभालें', 'मरीज़ों के मेडिकल रिकॉर्ड', 'डिजिटल पर्चा', 'आपके आँकड़े: सलाह, न आने वाले मरीज़, जारी पर्चे'],
      admin: ['खाते सँभालें', 'सिस्टम के आँकड़े', 'वेबसाइट की जानकारी सँभालें', 'सुरक्षा की सेटिंग'],
    },
    accessNotes: {
      doctor: 'डॉक्टर वाली पहुँच, खाता बनने के बाद एडमिन की मंज़ूरी से मिलती है।',
      admin: 'एडमिन वाली पहुँच, खाता बनने के बाद किसी एडमिन की मंज़ूरी से मिलती है।',
    },
  },
  loginForm: {
    google: 'Google से साइन इन करें',
    googleBusy: 'साइन इन हो रहा है...',
    redirectingToGoogle: { variant: 'info', title: 'आपको Google पर भेजा जा रहा है...' },
    orEmail: 'या अपने ईमेल से',
    modeSwitch: 'साइन इन करें या खाता बनाएँ',
    tabs: { signIn: 'मरीज़ साइन इन', signUp: 'खाता बनाएँ' },
    terms: { before: 'मैं ', terms: 'सेवा की शर्तों', between: ' और ', privacy: 'प्राइवेसी नीति', after: ' से सहमत हूँ' },
    reset: {
      title: 'अपना पासवर्ड बदलें',
      description: 'अपना ईमेल लिखें। हम आपको नया पासवर्ड चुनने का लिंक भेजेंगे।',
      cancel: 'रद्द करें',
      send: 'लिंक भेजें',
      sending: 'भेजा जा रहा है...',
    },
  },
  loginPage: {
    title: 'मरीज़ साइन इन',
    lead: 'ऑनलाइन डॉक्टर से सलाह लें और अपने इलाज की सारी जानकारी एक जगह रखें।',
    points: [
      {
        title: 'सुरक्षित और निजी',
        text: 'आपके मेडिकल रिकॉर्ड एन्क्रिप्टेड (ताले जैसे कोड में बंद) रहते हैं और सिर्फ़ आपके डॉक्टर देख सकते हैं।',
      },
      { title: 'हर समय आपके पास', text: 'दिन हो या रात, किसी भी फ़ोन से सलाह बुक करें और अपने पर्चे देखें।' },
      {
        title: 'रजिस्टर्ड डॉक्टर',
        text: 'हर डॉक्टर रजिस्टर्ड है। सलाह शुरू करने से पहले हम उनके रजिस्ट्रेशन की पुष्टि करते हैं।',
      },
    ],
    help: 'साइन इन करने में मदद चाहिए?',
    liveChat: 'लाइव चैट',
    opensInNewTab: ' (नए टैब में खुलेगा)',
    helpline: 'मदद लाइन:',
    whatsappMessage: 'नमस्ते, मुझे साइन इन करने में मदद चाहिए।',
  },
  resetPage: {
    title: 'पासवर्ड बदलें',
    choose: (minimum) => `कम से कम ${minimum} अक्षरों का नया पासवर्ड चुनें।`,
    save: 'नया पासवर्ड सेव करें',
    noSession:
      'नया पासवर्ड चुनने के लिए, हमारे भेजे पासवर्ड बदलने वाले ईमेल में दिया लिंक खोलें। हर लिंक एक ही बार काम करता है और कुछ समय बाद बंद हो जाता है। अगर आपका लिंक नहीं चला, तो नया ईमेल मँगाएँ।',
    newEmail: 'पासवर्ड बदलने का नया ईमेल मँगाएँ',
  },
  confirm: {
    sent: 'अपना ईमेल पता पक्का करने के लिए हमने आपको एक ईमेल भेजा है। उसका लिंक खोलें, या ',
    sentEnd: '।',
    enterCode: (digits) => `उसमें दिया ${digits} अंकों का कोड यहाँ डालें`,
    title: 'अपना ईमेल पक्का करें',
    lead: (digits) =>
      `जिस ईमेल से खाता बनाया था वह और हमारे भेजे ईमेल में दिया ${digits} अंकों का कोड लिखें। इससे आपका खाता पक्का हो जाएगा और आप साइन इन हो जाएँगे।`,
    code: (digits) => `${digits} अंकों का कोड`,
    codeHint: 'सिर्फ़ हमारे सबसे नए ईमेल का कोड काम करता है।',
    submit: 'मेरा ईमेल पक्का करें',
    noMail: 'ईमेल नहीं मिला? स्पैम फ़ोल्डर देखें या कुछ मिनट रुकें। ईमेल पहले ही पक्का कर चुके हैं? ',
    signIn: 'साइन इन करें',
    codeInvalid: (digits) => `ईमेल में आए कोड के ${digits} अंक लिखें।`,
    wrongCode: 'यह कोड सही नहीं है या इसका समय ख़त्म हो गया है। हमारा सबसे नया ईमेल देखें, या उसका लिंक खोलें।',
  },
  phone: {
    title: 'अपने मोबाइल से साइन इन करें',
    lead: 'हम आपके मोबाइल पर WhatsApp या एसएमएस से 6 अंकों का कोड भेजते हैं। पासवर्ड की ज़रूरत नहीं; नए नंबर पर मरीज़ का नया खाता बन जाता है।',
    mobile: 'मोबाइल नंबर',
    send: 'कोड भेजें',
    sentTo: (phone) => `हमने ${phone} पर कोड भेजा है।`,
    code: (digits) => `${digits} अंकों का कोड`,
    codeHint: (minutes) => `कोड ${minutes} तक काम करता है। सिर्फ़ सबसे नया कोड काम करता है।`,
    verify: 'पक्का करें',
    again: 'फिर से भेजें',
    againAfter: (wait) => `कोड नहीं मिला? ${wait} बाद नया कोड माँग सकते हैं।`,
    againNow: 'कोड नहीं मिला? नया कोड माँगें।',
    otherNumber: 'दूसरा नंबर डालें',
    codeInvalid: (digits) => `हमारे भेजे कोड के ${digits} अंक लिखें।`,
    wrongCode: 'यह कोड सही नहीं है। हमारा सबसे नया मैसेज देखकर फिर से कोशिश करें।',
    expired: 'इस कोड का समय ख़त्म हो गया है। नया कोड माँगें।',
    tooManyTries: 'बहुत बार ग़लत कोड डाला गया। यह कोड अब काम नहीं करेगा: नया कोड माँगें।',
    locked: (minutes, until) =>
      `इस नंबर पर बहुत बार ग़लत कोड डाला गया। यह नंबर ${minutes} के लिए, भारतीय समय से ${until} तक बंद है। उसके बाद नया कोड माँगें, या अपने ईमेल से साइन इन करें।`,
    wait: (wait) => `दूसरा कोड माँगने से पहले कृपया ${wait} रुकें।`,
    tooManySends: 'इस नंबर पर बहुत ज़्यादा कोड भेजे जा चुके हैं। कृपया एक घंटे बाद कोशिश करें, या अपने ईमेल से साइन इन करें।',
    notSent: 'हम इस नंबर पर कोड नहीं भेज पाए। कृपया फिर से कोशिश करें, या अपने ईमेल से साइन इन करें।',
    noNumber: 'नया कोड पाने के लिए अपना मोबाइल नंबर फिर से लिखें।',
    seconds: (_count, formatted) => `${formatted} सेकंड`,
    minutes: (_count, formatted) => `${formatted} मिनट`,
  },
  problems: { portal: PROBLEMS, login: PROBLEMS },
  errors: {
    portal: {
      alreadyRegistered: 'इस ईमेल से पहले ही एक खाता बना हुआ है। कृपया साइन इन करें।',
      invalidCredentials: 'ईमेल या पासवर्ड सही नहीं है। कृपया दोबारा जाँच लें।',
      unexpected: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
      other: (message) => withReason('यह काम नहीं हो सका', message),
    },
    login: {
      invalidCredentials: 'ईमेल या पासवर्ड सही नहीं है। कृपया दोबारा जाँचकर फिर से कोशिश करें।',
      emailNotConfirmed: 'साइन इन करने से पहले अपना ईमेल देखें और उसमें खाता पक्का करने वाले लिंक पर क्लिक करें।',
      signInFailed: (message) => withReason('साइन इन नहीं हो सका', message),
      alreadyRegistered: 'यह ईमेल पहले से रजिस्टर्ड है। कृपया साइन इन करें।',
      signUpFailed: (message) => withReason('खाता नहीं बन सका', message),
      googleFailed: (message) => withReason('Google से साइन इन नहीं हो सका', message),
      resetFailed: (message) => withReason('पासवर्ड बदलने का ईमेल नहीं भेजा जा सका', message),
      unexpectedSignIn: 'साइन इन करते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
      unexpectedSignUp: 'खाता बनाते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
      unexpectedGoogle: 'Google से साइन इन करते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
      unexpectedReset: 'पासवर्ड बदलने का ईमेल भेजते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    },
    serviceUnavailable: 'साइन इन की सेवा अभी नहीं चल रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
    resetLinkExpired: 'पासवर्ड बदलने वाले लिंक का समय ख़त्म हो गया है। नीचे से नया ईमेल मँगाएँ।',
    tooManyAttempts: 'बहुत ज़्यादा बार कोशिश हो गई। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  },
};

export default HI_AUTH_WORDS;
