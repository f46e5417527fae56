// The receipt's words in Hindi (docs/hindi-glossary.md). Same type as copy.en.ts.
import type { ReceiptWords } from './copy.en';

export const RECEIPT_WORDS_HI: ReceiptWords = {
  title: 'रसीद',
  documentTitle: (number) => `रसीद ${number}`,
  number: 'रसीद नंबर',
  paidOn: 'पेमेंट की तारीख़',
  patient: 'मरीज़',
  appointment: 'अपॉइंटमेंट रेफ़रेंस',
  doctor: 'डॉक्टर',
  qualifications: 'योग्यता',
  registration: 'रजिस्ट्रेशन नंबर',
  council: 'मेडिकल काउंसिल',
  mode: 'सलाह का तरीक़ा',
  time: 'सलाह का समय',
  indiaTime: (time) => `${time} (भारतीय समय)`,
  modes: {
    video: 'वीडियो सलाह',
    audio: 'ऑडियो सलाह (फ़ोन कॉल)',
    chat: 'चैट से सलाह',
  },
  description: 'ऑनलाइन सलाह की फ़ीस',
  amount: 'मिली राशि',
  inWords: 'राशि शब्दों में',
  paidBy: 'पेमेंट का तरीक़ा',
  upi: (utr) => `UPI, ट्रांज़ैक्शन रेफ़रेंस (UTR) ${utr}`,
  online: (method, id) => `${method}, ऑनलाइन भुगतान ${id}`,
  methods: { upi: 'UPI', card: 'कार्ड', netbanking: 'नेटबैंकिंग', wallet: 'वॉलेट', online: 'ऑनलाइन' },
  refunded: (amount, when, reference) => `रिफ़ंड: ${amount}, ${when} को${reference ? `, रेफ़रेंस ${reference}` : ''}।`,
  refundDue: (amount) => `${amount} का रिफ़ंड मरीज़ को लौटाया जा रहा है।`,
  gst:
    'इस पर GST नहीं लगा है: क्लिनिकल संस्थान या अधिकृत डॉक्टर की स्वास्थ्य सेवाओं पर GST की छूट है ' +
    '(अधिसूचना संख्या 12/2017-केंद्रीय कर (दर), प्रविष्टि 74)।',
  computer: 'यह रसीद इलेक्ट्रॉनिक रूप से जारी की गई है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  print: 'प्रिंट करने या PDF में रखने के लिए ब्राउज़र का Print इस्तेमाल करें (Ctrl+P, या फ़ोन पर Share → Print)।',
  back: 'अपॉइंटमेंट पर वापस जाएँ',
};
