// The How it Works page's words in Hindi: the same keys as copy.en.ts (HowItWorksCopy). The patient stories are
// sample content in content/stories/ (PATIENT_STORIES_HI).
import type { HowItWorksCopy } from './copy.en';

export const HOW_IT_WORKS_HI: HowItWorksCopy = {
  lead: 'घर बैठे, तीन आसान क़दमों में डॉक्टर से मिलिए। बस एक फ़ोन चाहिए।',
  pricesLink: 'हमारी फ़ीस देखें',
  steps: {
    title: 'तीन आसान क़दम',
    items: [
      {
        title: 'बुक करें',
        description:
          'हमें कॉल करें, WhatsApp पर बात करें या ऑनलाइन बुक करें। केयर कोऑर्डिनेटर (हमारी टीम के साथी, जो बुकिंग में आपकी मदद करते हैं) सही डॉक्टर और आपकी सुविधा का समय ढूँढते हैं।',
      },
      {
        title: 'सलाह लें',
        description: 'डॉक्टर से वीडियो या फ़ोन पर बात करें। अपनी रिपोर्ट दिखाएँ और अपने सारे सवाल पूछें।',
      },
      {
        title: 'ठीक हो जाएँ',
        description:
          'डिजिटल पर्चा (दवा की पर्ची, जो आपके फ़ोन पर आती है) और आगे क्या करना है, इसकी साफ़ जानकारी पाएँ। डॉक्टर की लिखी बातें आपके हेल्थ रिकॉर्ड में सुरक्षित रहती हैं।',
      },
    ],
    startNow: 'शुरू करना चाहते हैं?',
  },
  benefits: {
    title: 'मरीज़ हमें क्यों चुनते हैं',
    home: {
      title: 'घर बैठे इलाज',
      description: 'न कहीं जाना, न लाइन में इंतज़ार। आप जहाँ हैं, वहीं से डॉक्टर से मिलिए।',
    },
    doctors: {
      title: 'रजिस्टर्ड डॉक्टर',
      description: 'हमारे हर डॉक्टर के पास भारत में इलाज करने का रजिस्ट्रेशन है।',
    },
    prices: {
      title: 'साफ़ फ़ीस',
      description: (fromPrice) => `सलाह की फ़ीस ${fromPrice} से शुरू। बुक करने से पहले ही आपको फ़ीस पता होती है।`,
    },
    help: {
      title: 'हर दिन मदद',
      description: (supportHours, emergencyHours) =>
        `हमारी केयर टीम ${supportHours} जवाब देती है। इमरजेंसी लाइन ${emergencyHours} खुली रहती है।`,
    },
  },
  stories: {
    title: 'मरीज़ों के अनुभव',
    sampleNote:
      'ये उदाहरण के तौर पर लिखी गई कहानियाँ हैं। ये दिखाती हैं कि सलाह कैसे हो सकती है। ये असली मरीज़ों के रिव्यू (राय) नहीं हैं।',
    by: (name, city) => `${name}, ${city}`,
  },
  actions: {
    whatsapp: 'WhatsApp पर बात करें',
    opensInNewTab: ' (नए टैब में खुलेगा)',
    whatsappText: 'नमस्ते, मुझे डॉक्टर से सलाह बुक करनी है।',
  },
};
