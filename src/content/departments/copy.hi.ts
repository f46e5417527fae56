// The four departments' words in Hindi, the same keys as en.ts beside this file (facts.ts holds their figures). Lines
// that state a figure are functions given the figure already formatted for the page's language, as in English.
// Medical words are the ones patients use (डायबिटीज़, शुगर, कैंसर विशेषज्ञ), explained in brackets the first time.
import type { DepartmentFigureWords, DepartmentWords } from './copy.en';
import type { DepartmentId } from './facts';

export const DEPARTMENT_WORDS_HI: Record<DepartmentId, DepartmentWords> = {
  'diabetes-care': {
    name: 'डायबिटीज़ केयर',
    description:
      'डायबिटीज़ (शुगर की बीमारी) के साथ अच्छी ज़िंदगी जीने में मदद। डायबिटीज़ के डॉक्टर आपकी शुगर की रीडिंग, आपकी दवाएँ और आपका खाना देखते हैं, और आपके साथ मिलकर योजना बनाते हैं।',
    features: [
      'आपकी शुगर की रीडिंग और रिपोर्ट की पूरी जाँच',
      'ज़रूरत हो तो दवाओं में बदलाव',
      'आपकी दिनचर्या के हिसाब से खाने और कसरत की योजना',
      'आपका हाल जानने के लिए बाद में फ़ॉलो-अप कॉल',
    ],
    specialties: [
      'टाइप 1 और टाइप 2 डायबिटीज़',
      'गर्भावस्था (प्रेग्नेंसी) में डायबिटीज़',
      'प्री-डायबिटीज़ (शुगर थोड़ी बढ़ी हुई, पर अभी डायबिटीज़ नहीं)',
      'थायरॉइड की समस्याएँ',
    ],
  },
  'cancer-second-opinion': {
    name: 'कैंसर पर दूसरी राय',
    description:
      'कैंसर विशेषज्ञ (ऑन्कोलॉजिस्ट) आपकी रिपोर्ट और स्कैन पढ़ते हैं, और आसान शब्दों में बताते हैं कि आपको जो इलाज बताया गया है, वह आपके लिए सही है या नहीं।',
    features: [
      'कैंसर विशेषज्ञ आपकी सारी रिपोर्ट और स्कैन पढ़ते हैं',
      'लिखी हुई राय, जिसे आप अपने डॉक्टर को दिखा सकते हैं',
      'राय समझने और सवाल पूछने के लिए वीडियो कॉल',
      'आगे क्या करना है, साफ़-साफ़; डॉक्टर बदलने का कोई दबाव नहीं',
    ],
    specialties: ['स्तन (ब्रेस्ट) का कैंसर', 'फेफड़ों का कैंसर', 'ब्लड कैंसर', 'सिर और गले का कैंसर'],
  },
  'cancer-advisory-plan': {
    name: 'कैंसर सलाह योजना',
    description:
      'कैंसर का इलाज करा रहे लोगों के लिए मासिक प्लान। हर महीने आप कैंसर विशेषज्ञ से बात करते हैं, और बीच के समय में एक केयर कोऑर्डिनेटर आपसे जुड़े रहते हैं।',
    features: [
      'पूरे इलाज के दौरान कैंसर विशेषज्ञ से वीडियो कॉल',
      'नई रिपोर्ट आते ही उन्हें पढ़ा जाता है',
      'इलाज के बुरे असर (साइड इफ़ेक्ट), खाने और दर्द में मदद',
      'एक केयर कोऑर्डिनेटर, जो आपकी पूरी बात जानते हैं',
    ],
    specialties: [
      'कीमो (कैंसर की दवाओं से इलाज) और रेडिएशन (किरणों से सिकाई) के दौरान देखभाल',
      'साइड इफ़ेक्ट और दर्द',
      'खान-पान और ताक़त',
      'इलाज पूरा होने के बाद देखभाल',
    ],
  },
  'general-physician': {
    name: 'जनरल फ़िज़िशियन',
    description:
      'आपके फ़ोन पर आपके फ़ैमिली डॉक्टर। बुख़ार, खाँसी, पेट की तकलीफ़, ब्लड प्रेशर और रोज़ की दूसरी सेहत की ज़रूरतों के लिए डॉक्टर से मिलें।',
    features: ['उसी दिन डॉक्टर से मिलें', 'पर्चा आपके फ़ोन पर', 'जाँच और आगे क्या करना है, इस पर सलाह', 'पूरे परिवार की देखभाल'],
    specialties: ['बुख़ार और इन्फ़ेक्शन', 'ब्लड प्रेशर (बीपी)', 'पेट और त्वचा की तकलीफ़ें', 'हेल्थ चेक-अप'],
  },
};

/** How the departments' figures are labelled in Hindi (each is given the figure already formatted). */
export const DEPARTMENT_FIGURE_WORDS_HI: DepartmentFigureWords = {
  consultationTime: 'डॉक्टर के साथ समय',
  minutes: (minutes) => `${minutes} मिनट`,
  rating: 'मरीज़ों की रेटिंग',
  outOfFive: (rating) => `5 में से ${rating}`,
  doctors: 'डॉक्टर',
  patientsServed: 'मरीज़ों की मदद की',
  successRate: 'मरीज़ों ने मददगार बताया',
  price: 'फ़ीस',
  perConsultation: (price) => `${price} प्रति सलाह`,
  perMonth: (price) => `${price} प्रति माह`,
  was: (price) => `पहले ${price}`,
  replyWithin: (hours) => `${hours} घंटे में जवाब`,
};
