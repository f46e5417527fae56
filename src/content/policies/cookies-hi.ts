// The cookie words of the policies in Hindi: the same keys and types as the cookie part of en.ts (the cookie types,
// the cookies the site sets, durations, browser settings). Figures arrive already formatted for hi-IN.
import type { CookieTypeWords, CookieWords } from './copy.en';
import type { BrowserId, CookieType, SiteCookieId } from './facts';

export const COOKIE_TYPE_WORDS_HI: Record<CookieType, CookieTypeWords> = {
  essential: {
    title: 'ज़रूरी कुकीज़',
    purpose: 'साइट को चालू रखना, और आपको सुरक्षित तरीक़े से साइन इन रखना।',
    description:
      'इनके बिना साइट काम नहीं कर सकती। ये आपको साइन इन रखती हैं, फ़ॉर्म को ग़लत इस्तेमाल से बचाती हैं, और कुकीज़ के बारे में आपकी पसंद याद रखती हैं। आप इन्हें यहाँ बंद नहीं कर सकते। आप इन्हें अपने ब्राउज़र में रोक सकते हैं, पर तब साइन इन करना काम नहीं करेगा।',
    examples: ['साइन इन के बाद आपका सेशन', 'फ़ॉर्म भेजने के बाद एक मिनट के लिए दिखने वाला मैसेज', 'कुकीज़ के बारे में आपकी पसंद'],
  },
  performance: {
    title: 'परफ़ॉर्मेंस कुकीज़',
    purpose: 'यह मापना कि पेज कितनी जल्दी खुलते हैं, और गड़बड़ी कहाँ होती है।',
    description: 'ये हमें धीमे पेज और गड़बड़ियाँ ढूँढने में मदद करतीं। आज हम कोई भी परफ़ॉर्मेंस कुकी इस्तेमाल नहीं करते।',
    examples: ['पेज खुलने में लगा समय', 'गड़बड़ियों की गिनती'],
  },
  functionality: {
    title: 'सुविधा वाली कुकीज़',
    purpose: 'आपकी चुनी हुई बातें याद रखना, ताकि आपको उन्हें बार-बार न चुनना पड़े।',
    description:
      'ये तभी रखी जाती हैं, जब आप ख़ुद इन्हें चाहें। जैसे, जब आप साइन इन करते समय "मुझे याद रखें" पर टिक करते हैं। इन्हें बंद करने पर साइट आपकी ये पसंद भूल जाती है।',
    examples: ['आपको ज़्यादा समय तक साइन इन रखना', 'साइन इन करते समय आपका ईमेल अपने-आप भरना'],
  },
  analytics: {
    title: 'एनालिटिक्स कुकीज़',
    purpose: 'विज़िट गिनना, और यह देखना कि लोग कौन-से पेज देखते हैं।',
    description: 'ये हमें बतातीं कि लोग पूरी साइट को कैसे इस्तेमाल करते हैं। आज हम कोई भी एनालिटिक्स कुकी इस्तेमाल नहीं करते।',
    examples: ['विज़िट की गिनती', 'देखे गए पेज'],
  },
};

export const SITE_COOKIE_WORDS_HI: Record<SiteCookieId, { purpose: string }> = {
  session: {
    purpose:
      'आपको साइन इन रखती है। इसमें आपका साइन इन टोकन (पहचान की डिजिटल चाबी) होता है, जिसे सिर्फ़ हमारा सर्वर पढ़ सकता है। लंबा सेशन नंबर वाले हिस्सों में बँट जाता है।',
  },
  'code-verifier': {
    purpose: 'एक बार काम आने वाला गुप्त कोड। इससे Google से साइन इन और पासवर्ड बदलने के लिंक सुरक्षित रहते हैं।',
  },
  'account-hint': {
    purpose:
      'साइन इन रहने तक पेज के ऊपर आपका नाम दिखाती है और बुकिंग फ़ॉर्म में आपका नाम और मोबाइल नंबर अपने-आप भर देती है। इससे किसी को आपके खाते तक पहुँच नहीं मिलती।',
  },
  remember: { purpose: 'याद रखती है कि आपने "मुझे याद रखें" पर टिक किया था, ताकि आपका सेशन ज़्यादा समय चले।' },
  'remembered-email': { purpose: 'अगली बार साइन इन करते समय आपका ईमेल पता अपने-आप भर देती है ("मुझे याद रखें")।' },
  flash: { purpose: 'फ़ॉर्म भेजने के बाद एक बार कोई मैसेज दिखाती है, जैसे "अनुरोध मिल गया"।' },
  'cookie-prefs': { purpose: 'इस पेज पर कुकीज़ के बारे में आपकी चुनी हुई पसंद याद रखती है।' },
  'phone-sign-in': {
    purpose:
      'मोबाइल से साइन इन करते समय: वह नंबर जिस पर कोड भेजा गया और कब भेजा गया, ताकि अगला पेज कोड ले सके। इससे किसी को आपके खाते तक पहुँच नहीं मिलती।',
  },
  'phone-change': {
    purpose:
      'अपने खाते में मोबाइल जोड़ते समय: वह नंबर जिस पर कोड भेजा गया और कब भेजा गया, ताकि अगला पेज कोड ले सके। इससे किसी को आपके खाते तक पहुँच नहीं मिलती।',
  },
};

export const COOKIE_WORDS_HI: CookieWords = {
  typeNames: {
    essential: 'ज़रूरी',
    functionality: 'सुविधा वाली',
    performance: 'परफ़ॉर्मेंस',
    analytics: 'एनालिटिक्स',
  },
  typeDuration: (mayBeSession, years) =>
    mayBeSession ? `ब्राउज़र बंद होने तक (सेशन), या ज़्यादा से ज़्यादा ${years}` : `ज़्यादा से ज़्यादा ${years}`,
  years: (_count, formatted) => `${formatted} साल`,
  lifetime: {
    seconds: (seconds) => `${seconds} सेकंड`,
    days: (days) => `${days} दिन`,
    sessionOrRemember: (days) => `ब्राउज़र बंद करने तक, या "मुझे याद रखें" पर टिक करने पर ${days} दिन`,
    remember: (days) => `${days} दिन`,
  },
  inUse: 'इस्तेमाल में',
  notUsed: 'इस साइट पर इस्तेमाल नहीं होतीं',
  canDisable: 'आप इन्हें बंद कर सकते हैं',
  alwaysOn: 'हमेशा चालू',
};

export const BROWSER_WORDS_HI: Record<BrowserId, { name: string; steps: string }> = {
  chrome: {
    name: 'Google Chrome',
    steps: 'मेन्यू (तीन बिंदु) खोलें, फिर Settings, फिर Privacy and security, फिर Third-party cookies या Site data चुनें।',
  },
  firefox: {
    name: 'Mozilla Firefox',
    steps: 'मेन्यू (तीन लाइनें) खोलें, फिर Settings, फिर Privacy & Security, फिर Cookies and Site Data चुनें।',
  },
  safari: {
    name: 'Apple Safari',
    steps: 'Mac पर: Safari, फिर Settings, फिर Privacy चुनें। iPhone या iPad पर: Settings ऐप, फिर Safari, फिर Advanced चुनें।',
  },
  edge: {
    name: 'Microsoft Edge',
    steps: 'मेन्यू (तीन बिंदु) खोलें, फिर Settings, फिर Cookies and site permissions, फिर Manage and delete cookies चुनें।',
  },
};
