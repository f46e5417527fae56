// The Doctors page's own words in Hindi: the same keys as copy.en.ts (DoctorsPageCopy). The doctor cards' words are
// in content/doctors/copy.hi.ts.
import type { DoctorsPageCopy } from './copy.en';

export const DOCTORS_PAGE_HI: DoctorsPageCopy = {
  lead: 'बरसों के अनुभव वाले जाँचे-परखे विशेषज्ञ (स्पेशलिस्ट), आज ही वीडियो और फ़ोन पर सलाह के लिए उपलब्ध।',
  requestDoctor: 'किसी ख़ास डॉक्टर के लिए अनुरोध करें',
  talkToCoordinator: 'केयर कोऑर्डिनेटर से बात करें',
  listTitle: 'उपलब्ध डॉक्टर',
  filter: {
    label: 'विभाग',
    all: 'सभी विभाग',
    submit: 'विभाग के हिसाब से देखें',
    unknown: 'यह विभाग हमारे यहाँ नहीं है। सभी डॉक्टर दिखाए जा रहे हैं।',
  },
  showingAll: (count, shown) => (count === 1 ? `${shown} डॉक्टर दिखाया जा रहा है।` : `${shown} डॉक्टर दिखाए जा रहे हैं।`),
  showingIn: (count, shown, department) =>
    count === 1 ? `${department} विभाग में ${shown} डॉक्टर है।` : `${department} विभाग में ${shown} डॉक्टर हैं।`,
  allSpecializations: 'सभी विभाग देखें',
  request: {
    title: 'कोई और विशेषज्ञ चाहिए?',
    lead: (hours) =>
      `बताइए आपको किस तरह के विशेषज्ञ डॉक्टर चाहिए। हमारी टीम ${hours} घंटे के अंदर सही डॉक्टर के साथ आपसे संपर्क करेगी।`,
  },
};
