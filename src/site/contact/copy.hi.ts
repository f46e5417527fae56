// The contact page's own words in Hindi: the same keys as copy.en.ts (ContactCopy). The channels, hours, offices and
// FAQs are in content/contact/copy.hi.ts.
import type { ContactCopy } from './copy.en';

export const CONTACT_HI: ContactCopy = {
  lead: 'हमें कॉल करें, WhatsApp पर बात करें या लिखें। हमारी केयर टीम बुकिंग, पेमेंट और सेहत के सवालों में मदद करती है।',
  emergencyNote: {
    before: 'अगर जान का ख़तरा हो, तो सबसे पहले',
    or: 'या',
    after: 'पर कॉल करें।',
  },
  actions: {
    call: (number) => `${number} पर कॉल करें`,
    whatsapp: 'WhatsApp पर बात करें',
    email: 'हमें ईमेल करें',
    opensInNewTab: ' (नए टैब में खुलेगा)',
  },
  whatsappText: 'नमस्ते, मुझे केयर टीम से एक सवाल पूछना है।',
  /** The subject stays the one the spec sets ("Support Request"), so the support inbox sorts it the same way. */
  mail: {
    subject: 'Support Request',
    body: 'नमस्ते,\n\nमुझे इसमें मदद चाहिए:\n\nधन्यवाद।',
  },
  channels: {
    title: 'हमसे संपर्क के तरीक़े',
    lead: 'आपका सवाल कितना ज़रूरी है, उसके हिसाब से तरीक़ा चुनें।',
  },
  message: {
    title: 'हमें मैसेज भेजें',
    replyPromise: (hours, businessHours) => `कामकाज के समय (${businessHours}) में हम ${hours} घंटे के अंदर जवाब देते हैं।`,
  },
  offices: {
    title: 'हमारे दफ़्तर',
  },
  figures: {
    title: 'आँकड़ों में हमारी सेवा',
    consultations: 'सलाह दी गईं',
    doctors: 'डॉक्टर',
    satisfaction: 'मरीज़ संतुष्ट',
    years: 'सालों का अनुभव (सीनियर डॉक्टर)',
  },
  faq: {
    title: 'अक्सर पूछे जाने वाले सवाल',
  },
};
