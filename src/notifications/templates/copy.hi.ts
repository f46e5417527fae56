// The words of every message a visitor reads, in Hindi (docs/hindi-glossary.md). Same type as copy.en.ts.
import { HI_ISLAND_WORDS } from '../../../shared/i18n/hi/islands';
import type { MailWords } from './copy.en';

export const HI_MAIL_WORDS: MailWords = {
  greeting: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
  signOff: (siteName) => `${siteName} टीम`,
  referenceLine: (reference) => `आपका रेफ़रेंस नंबर ${reference} है। लिखते या कॉल करते समय यह नंबर बताएँ।`,
  callUs: (phone) => `कोई ज़रूरी बात हो तो हमें ${phone} पर कॉल करें।`,
  contactAcknowledgement: {
    subject: (reference) => `आपका मैसेज हमें मिल गया (${reference})`,
    received: 'मैसेज भेजने के लिए धन्यवाद। यह हमारी टीम तक पहुँच गया है।',
    replyTime: HI_ISLAND_WORDS.forms.submitted.contact.description ?? '',
  },
  newsletterConfirmation: {
    subject: (siteName) => `आपने ${siteName} का न्यूज़लेटर सब्सक्राइब कर लिया है`,
    body: 'सब्सक्राइब करने के लिए धन्यवाद। हम कभी-कभी सेहत से जुड़े सुझाव और अपनी सेवाओं की ख़बरें भेजेंगे।',
    unsubscribeLead: 'इरादा बदल गया? एक क्लिक से हमारे सारे ईमेल बंद हो जाएँगे:',
    unsubscribeAction: 'अनसब्सक्राइब करें',
  },
  whatsappAcknowledgement: (name, reference, siteName) =>
    `नमस्ते${name ? ` ${name}` : ''}, हम ${siteName} से बात कर रहे हैं। आपका अनुरोध ${reference} हमें मिल गया है, हम जल्द ही आपको वापस कॉल करेंगे।`,
};
