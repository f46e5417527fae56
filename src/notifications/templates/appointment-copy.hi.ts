// The words of the messages a patient reads about their appointment, in Hindi (docs/hindi-glossary.md). Same type as
// appointment-copy.en.ts.
import type { AppointmentWords } from './appointment-copy.en';

export const HI_APPOINTMENT_WORDS: AppointmentWords = {
  details: {
    doctor: 'डॉक्टर',
    time: 'कब',
    mode: 'कैसे',
    fee: 'फ़ीस',
    reference: 'रेफ़रेंस',
    indiaTime: (time) => `${time} (भारतीय समय)`,
  },
  modes: { video: 'वीडियो सलाह', audio: 'ऑडियो सलाह (फ़ोन कॉल)', chat: 'चैट से सलाह' },
  pageLink: 'अपना अपॉइंटमेंट पेज खोलें',
  confirmation: {
    subject: (reference) => `आपका अपॉइंटमेंट ${reference} पक्का हो गया है`,
    lead: (doctor) => `${doctor} के साथ आपका अपॉइंटमेंट पक्का हो गया है।`,
    next: 'फ़ीस का पेमेंट अपने अपॉइंटमेंट पेज पर करें: UPI, कार्ड या नेटबैंकिंग से भुगतान के लिए "भुगतान करें" दबाएँ, या अपना UPI ऐप इस्तेमाल करें। वहीं आप इसे अपने कैलेंडर में जोड़ सकते हैं, रद्द कर सकते हैं या कोई और समय माँग सकते हैं।',
  },
  rescheduled: {
    subject: (reference) => `आपके अपॉइंटमेंट ${reference} का समय बदल गया है`,
    lead: (doctor) => `${doctor} के साथ आपके अपॉइंटमेंट का समय बदल गया है।`,
    next: 'नया समय आपके अपॉइंटमेंट पेज पर है। अगर यह समय ठीक न हो, तो वहीं कोई और समय माँगें।',
  },
  paid: {
    subject: (reference) => `आपके अपॉइंटमेंट ${reference} का पेमेंट मिल गया`,
    lead: (amount) => `हमें आपका ${amount} का पेमेंट मिल गया है। धन्यवाद।`,
    next: 'आपकी रसीद आपके अपॉइंटमेंट पेज पर है।',
  },
  cancelled: {
    subject: (reference) => `आपका अपॉइंटमेंट ${reference} रद्द हो गया है`,
    lead: (doctor) => `${doctor} के साथ आपका अपॉइंटमेंट रद्द हो गया है।`,
    refund: (amount, percent) =>
      `हमारी रिफ़ंड पॉलिसी के अनुसार आपको ${amount} (फ़ीस का ${percent}%) का रिफ़ंड मिलेगा। हम यह राशि UPI से उसी खाते में भेजेंगे जिससे आपने पेमेंट किया था।`,
    noRefund: 'हमारी रिफ़ंड पॉलिसी के अनुसार इस रद्द करने पर कोई रिफ़ंड नहीं बनता।',
    policy: 'रिफ़ंड पॉलिसी पढ़ें',
  },
  reminderEvening: {
    subject: (time) => `याद दिला रहे हैं: कल आपका अपॉइंटमेंट है, ${time}`,
    lead: (doctor) => `याद दिला रहे हैं कि कल ${doctor} के साथ आपका अपॉइंटमेंट है।`,
    next: 'अगर आप नहीं आ पाएँगे, तो अपने अपॉइंटमेंट पेज पर इसे रद्द करें या कोई और समय माँगें। परामर्श से पहले आप वहीं अपनी रिपोर्ट, स्कैन और फ़ोटो जोड़ सकते हैं, और डॉक्टर के प्रश्नों के उत्तर दे सकते हैं।',
  },
  reminderHour: {
    subject: (time) => `आपका अपॉइंटमेंट ${time} पर शुरू होगा`,
    lead: (doctor) => `${doctor} के साथ आपका अपॉइंटमेंट लगभग एक घंटे में शुरू होगा।`,
    next: 'समय से कुछ मिनट पहले, किसी शांत जगह से अपना अपॉइंटमेंट पेज खोलें।',
  },
};
