// The Hindi words the browser needs (the islands and their dialogs): the only dictionary a Hindi page downloads.
// Same keys as the English islands.ts, checked by the compiler.
import type { IslandWords } from '../en/islands';

export const HI_ISLAND_WORDS: IslandWords = {
  account: {
    signedInAs: 'साइन इन:',
    yourAccount: 'आपका खाता',
    dashboard: 'डैशबोर्ड',
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
    howItGoes: (hours) => `केयर कोऑर्डिनेटर आपकी सुविधा का समय तय करके पेमेंट लिंक भेजेंगे। मदद का समय: ${hours}।`,
    whatsappMessage: (subject, detail) => `नमस्ते, मुझे सलाह बुक करनी है: ${subject}${detail ? ` (${detail})` : ''}।`,
  },
  dialog: {
    close: 'बंद करें',
  },
  request: {
    title: 'किसी ख़ास डॉक्टर के लिए अनुरोध',
    description: 'बताइए आपको किस विशेषज्ञ की ज़रूरत है। हमारी टीम 24 घंटे के अंदर आपसे संपर्क करेगी।',
    fields: {
      name: 'आपका नाम',
      phone: 'फ़ोन नंबर',
      specialization: 'किस विशेषज्ञ की ज़रूरत है',
      requirements: 'कोई ख़ास ज़रूरत',
    },
    optional: ' (ज़रूरी नहीं)',
    specializationPlaceholder: 'जैसे दिल के डॉक्टर, नसों के डॉक्टर, बच्चों के डॉक्टर',
    cancel: 'रद्द करें',
    submit: 'अनुरोध भेजें',
    missing: { variant: 'error', title: 'कुछ जानकारी छूट गई है', description: 'कृपया सभी ज़रूरी जगहें भरें।' },
    submitted: {
      variant: 'success',
      title: 'अनुरोध मिल गया',
      description: 'हमारी टीम 24 घंटे के अंदर आपसे संपर्क करके आपकी ज़रूरत के डॉक्टर के बारे में बात करेगी।',
    },
    tooLong: { variant: 'error', title: 'कुछ जवाब बहुत लंबे हैं।', description: 'कृपया उन्हें छोटा करके फिर भेजें।' },
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
