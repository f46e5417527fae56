// The Departments page's words in Hindi, and the Hindi words of the service parts (price line, figures, doctors) that
// every department page shares: the same keys as copy.en.ts. Figures arrive already formatted.
import type { DepartmentsCopy, ServicePartsWords } from './copy.en';

export const SERVICE_PARTS_HI: ServicePartsWords = {
  bookConsultation: 'सलाह बुक करें',
  /** "₹599 में 30 मिनट की सलाह". */
  priceFor: (price, minutes) => `${price} में ${minutes} मिनट की सलाह`,
  priceMonthly: (price) => `${price} प्रति माह`,
  was: (price) => `पहले ${price}`,
  off: (percent) => `${percent} की छूट`,
  priceLabel: 'फ़ीस',
  figuresLabel: (name) => `आँकड़ों में ${name}`,
  doctorsTitle: 'डॉक्टर से मिलिए',
  allDoctors: 'हमारे सभी डॉक्टर देखें',
  sampleFiguresNote: 'ये आँकड़े अभी सिर्फ़ नमूना हैं। हमारे अपने आँकड़े छपने पर इन्हें बदल दिया जाएगा।',
  notice: {
    title: 'मेडिकल जानकारी',
    text: 'इस पेज पर सेहत के बारे में आम जानकारी है। यह डॉक्टर से मिलने की जगह नहीं ले सकती। आपकी अपनी सेहत पर सलाह सिर्फ़ वही डॉक्टर दे सकते हैं, जिन्होंने आपसे बात की हो।',
    disclaimer: 'हमारा मेडिकल डिस्क्लेमर पढ़ें',
  },
  emergencyNote: {
    /** The sentence with the two numbers in place (given as links). */
    text: <T>(ambulance: T, national: T): (string | T)[] => [
      'क्या यह इमरजेंसी है? अभी एम्बुलेंस के लिए ',
      ambulance,
      ' पर, या किसी भी इमरजेंसी के लिए ',
      national,
      ' पर कॉल करें।',
    ],
    link: 'इमरजेंसी में क्या करें',
  },
};

export const DEPARTMENTS_COPY_HI: DepartmentsCopy = {
  title: 'हमारे विभाग',
  lead: 'डॉक्टरों की अलग-अलग टीमें, हर ज़रूरत के लिए अलग। अपने लिए सही देखभाल चुनें, और घर बैठे डॉक्टर से बात करें।',
  statsLabel: 'आँकड़ों में हमारी सेवा',
  stats: {
    consultations: 'अब तक की ऑनलाइन सलाह',
    doctors: 'हमारे पैनल में डॉक्टर',
    satisfaction: 'अपनी सलाह से संतुष्ट मरीज़',
    years: 'हमारे सीनियर डॉक्टरों का अनुभव, सालों में',
  },
  jumpTitle: 'किसी विभाग पर जाएँ',
  whatYouGet: 'आपको क्या मिलता है',
  weHelpWith: 'हम इनमें मदद करते हैं',
  learnMore: (name) => `${name} के बारे में और जानें`,
  book: (name) => `${name} के लिए बुक करें`,
  whyTitle: 'मरीज़ हमें क्यों चुनते हैं',
  why: [
    {
      title: 'असली, रजिस्टर्ड डॉक्टर',
      description: 'हर डॉक्टर किसी राज्य मेडिकल काउंसिल में रजिस्टर्ड है। हर डॉक्टर की प्रोफ़ाइल पर उनका रजिस्ट्रेशन नंबर दिखता है।',
    },
    {
      title: 'साफ़-साफ़ फ़ीस',
      description: 'बुक करने से पहले ही आपको फ़ीस दिख जाती है। कोई छुपा हुआ चार्ज नहीं है।',
    },
    {
      title: 'आपकी भाषा में सलाह',
      description: 'हमारे डॉक्टर हिन्दी, अंग्रेज़ी और कई दूसरी भारतीय भाषाएँ बोलते हैं।',
    },
    {
      title: 'आपके रिकॉर्ड सुरक्षित',
      description: 'आपकी रिपोर्ट और पर्चे निजी रहते हैं। उन्हें सिर्फ़ आप और आपकी देखभाल करने वाली टीम देख सकती है।',
    },
  ],
  plansTitle: 'मासिक प्लान से बचत करें',
  plansText: 'बार-बार डॉक्टर की ज़रूरत पड़ती है? हमारे मासिक प्लान हर बार अलग से सलाह लेने से सस्ते पड़ते हैं।',
  plansButton: 'मासिक प्लान देखें',
};
