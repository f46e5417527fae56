// The words around the doctors in Hindi, the same keys as en.ts beside this file (a doctor's own words in Hindi are
// in their record's words_hi). Degree abbreviations stay as written (MBBS, MD, DNB), as the glossary says. Indian
// language names are written in Hindi with their own script in brackets (ownNames, marked with their lang).
import type { DoctorsWords } from './copy.en';

export const DOCTORS_HI: DoctorsWords = {
  departments: {
    'general-physician': 'जनरल फ़िज़िशियन',
    'diabetes-care': 'डायबिटीज़ केयर',
    oncology: 'कैंसर (ऑन्कोलॉजी)',
  },
  languages: {
    en: 'अंग्रेज़ी',
    hi: 'हिंदी',
    gu: 'गुजराती',
    ta: 'तमिल',
    ml: 'मलयालम',
  },
  ownNames: { gu: 'ગુજરાતી', ta: 'தமிழ்', ml: 'മലയാളം' },
  ownNameMarks: { before: ' (', after: ')' },
  councils: {
    gujarat: 'गुजरात मेडिकल काउंसिल',
    'tamil-nadu': 'तमिलनाडु मेडिकल काउंसिल',
    karnataka: 'कर्नाटक मेडिकल काउंसिल',
  },
  nextFree: (day, time) => `अगला खाली समय: ${day}, ${time} बजे (भारतीय समय)`,
  titles: ['डॉ.', 'डॉ', 'Dr.', 'Dr'],
  initials: (letters) => letters.map((letter) => `${letter}.`).join(''),
  avatarAlt: (name) => `${name} के नाम के पहले अक्षर`,
  listSeparator: ', ',
  list: (items) => items.join(', '),
  bookingDetail: (specialization, fee) => `${specialization} · सलाह की फ़ीस ${fee}`,
  card: {
    department: 'विभाग',
    experience: 'अनुभव',
    years: (_count, years) => `${years} साल`,
    rating: 'रेटिंग',
    outOfFive: (rating) => `5 में से ${rating}`,
    languages: 'भाषाएँ',
    qualifications: 'डिग्रियाँ',
    registration: 'रजिस्ट्रेशन',
    registrationValue: (number, council) => `${number}, ${council}`,
    fee: 'सलाह की फ़ीस',
    length: (minutes) => `${minutes} मिनट की सलाह`,
    bookNow: 'बुक करें',
    sampleNote: 'यह नमूना (सैंपल) प्रोफ़ाइल है: इसकी जगह हमारे असली डॉक्टर की जानकारी आएगी।',
  },
};
