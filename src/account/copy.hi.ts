// The patient's area in Hindi (docs/hindi-glossary.md names each thing once).
import type { AccountCopy } from './copy.en';

export const ACCOUNT_COPY_HI: AccountCopy = {
  menuLabel: 'मेरा खाता',
  menu: {
    overview: 'सारांश',
  },
  overview: {
    signedInAs: 'साइन इन:',
    requestsTitle: 'आपके अनुरोध',
    requestsLead: 'आपके ईमेल पते से भेजे गए अनुरोध, सबसे नए पहले। हमें फ़ोन करें तो रेफ़रेंस नंबर बताएँ।',
    none: 'आपने इस ईमेल पते से अभी तक कोई अनुरोध नहीं भेजा है।',
    columns: { reference: 'रेफ़रेंस नंबर', kind: 'अनुरोध', status: 'स्थिति', received: 'मिला' },
    kinds: {
      booking: 'वापस कॉल का अनुरोध',
      doctor: 'डॉक्टर के लिए अनुरोध',
      contact: 'संदेश',
      newsletter: 'न्यूज़लेटर',
      privacy: 'प्राइवेसी अनुरोध',
      refund: 'रिफ़ंड का अनुरोध',
    },
    statuses: { new: 'मिल गया', contacted: 'हमने आपको फ़ोन किया', closed: 'बंद' },
    download: 'अपना डेटा डाउनलोड करें',
    book: 'सलाह बुक करें',
  },
  unavailable: 'आपके अनुरोध अभी नहीं दिखाए जा सकते। कुछ मिनट बाद फिर कोशिश करें।',
};
