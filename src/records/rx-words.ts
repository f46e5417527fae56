// The words of /rx (a pharmacist's check of a prescription number), in English and Hindi. It says whether the
// prescription exists and is valid, when and by whom it was issued; nothing of the patient or what was prescribed.
import type { Locale } from '../../shared/i18n/locales';

const EN = {
  lead: 'Type the prescription number printed on the prescription (it starts with RX-) to see whether we issued it and whether it is still valid. This check shows nothing about the patient or the medicines.',
  number: 'Prescription number',
  hint: 'For example RX-7K3F9Q2M: RX-, then 8 letters and digits.',
  check: 'Check',
  badNumber: 'Write the number as printed: RX-, then 8 letters and digits (for example RX-7K3F9Q2M).',
  notFoundTitle: 'No such prescription',
  notFound: (number: string) =>
    `We have no issued prescription with the number ${number}. Check the number as printed; if it is right, do not dispense from it, and call us.`,
  validTitle: 'Valid prescription',
  valid: (number: string) => `${number} was issued by one of our doctors and is valid.`,
  supersededTitle: 'No longer valid',
  superseded: (number: string, by: string) =>
    `${number} was issued by one of our doctors but has been replaced by ${by}. Dispense only from ${by}.`,
  checkNew: (by: string) => `Check ${by}`,
  issued: 'Issued',
  indiaTime: (time: string) => `${time} (India time)`,
  doctor: 'Doctor',
  registration: 'Registration number',
  council: 'Medical council',
  another: 'Check another number',
  call: (phone: string) => `Questions about a prescription? Call us on ${phone}.`,
};

export type RxWords = typeof EN;

const HI: RxWords = {
  lead: 'पर्चे पर छपा नंबर लिखें (यह RX- से शुरू होता है), यह देखने के लिए कि पर्चा हमने जारी किया है और अब भी मान्य है या नहीं। इस जाँच में मरीज़ या दवाइयों के बारे में कुछ नहीं दिखता।',
  number: 'पर्चा नंबर',
  hint: 'जैसे RX-7K3F9Q2M: पहले RX-, फिर 8 अक्षर और अंक।',
  check: 'जाँचें',
  badNumber: 'नंबर वैसे ही लिखें जैसा छपा है: RX-, फिर 8 अक्षर और अंक (जैसे RX-7K3F9Q2M)।',
  notFoundTitle: 'ऐसा कोई पर्चा नहीं',
  notFound: (number) =>
    `${number} नंबर का कोई जारी पर्चा हमारे पास नहीं है। छपा हुआ नंबर फिर से देखें; अगर नंबर सही है, तो इस पर्चे से दवा न दें और हमें कॉल करें।`,
  validTitle: 'मान्य पर्चा',
  valid: (number) => `${number} हमारे एक डॉक्टर ने जारी किया है और यह मान्य है।`,
  supersededTitle: 'अब मान्य नहीं',
  superseded: (number, by) =>
    `${number} हमारे एक डॉक्टर ने जारी किया था, पर अब इसकी जगह ${by} ने ले ली है। दवा सिर्फ़ ${by} से दें।`,
  checkNew: (by) => `${by} जाँचें`,
  issued: 'जारी हुआ',
  indiaTime: (time) => `${time} (भारतीय समय)`,
  doctor: 'डॉक्टर',
  registration: 'रजिस्ट्रेशन नंबर',
  council: 'मेडिकल काउंसिल',
  another: 'दूसरा नंबर जाँचें',
  call: (phone) => `पर्चे के बारे में कोई सवाल? हमें ${phone} पर कॉल करें।`,
};

export const RX_WORDS: Record<Locale, RxWords> = { en: EN, hi: HI };
