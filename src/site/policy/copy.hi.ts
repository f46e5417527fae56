// Words every policy page shares, in Hindi: the same keys as copy.en.ts (PolicyCopy). Browser menu names (Print,
// Save as PDF, Share) stay as the browser shows them, with their meaning in brackets.
import type { PolicyCopy } from './copy.en';

export const POLICY_COPY_HI: PolicyCopy = {
  versionLine: (version, date) => `वर्ज़न ${version} · पिछला बदलाव: ${date}`,
  contents: 'इस पेज पर',
  print: 'प्रिंट करें या PDF सेव करें',
  printTerms: 'शर्तें डाउनलोड करें (PDF)',
  printable: {
    title: 'प्रिंट के लिए पेज',
    body: 'यह पेज प्रिंट के लिए तैयार है। इसे PDF फ़ाइल बनाने के लिए ब्राउज़र में Print (प्रिंट) चुनें, फिर Save as PDF (PDF के रूप में सेव करें) चुनें। कंप्यूटर पर Ctrl+P दबाएँ (Mac पर Cmd+P)। फ़ोन पर ब्राउज़र का मेन्यू खोलें, Share (शेयर) चुनें, फिर Print चुनें।',
    back: 'पूरे पेज पर वापस जाएँ',
  },
  englishPrevails: {
    text: 'यह हमारी अंग्रेज़ी नीति का हिंदी अनुवाद है। अगर हिंदी और अंग्रेज़ी पाठ में कोई फ़र्क़ हो, तो अंग्रेज़ी पाठ ही माना जाएगा।',
    link: 'यह नीति अंग्रेज़ी में पढ़ें',
  },
  lawNote:
    'यह नीति आसान शब्दों में बताती है कि हम भारत के क़ानून का पालन कैसे करते हैं। अगर यह कभी क़ानून से अलग हो, तो क़ानून ही लागू होगा।',
  contactCards: {
    title: 'हमसे संपर्क करें',
    phone: 'कॉल या WhatsApp करें',
    email: 'ईमेल',
    office: 'रजिस्टर्ड दफ़्तर',
  },
};
