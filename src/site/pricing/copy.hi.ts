// The pricing page's own words in Hindi: the same keys as copy.en.ts (PricingCopy). Plan, add-on and payment words
// are in content/plans/copy.hi.ts; the refund lines in content/contact/copy.hi.ts (REFUND_SUMMARY_HI).
import type { PricingCopy } from './copy.en';

export const PRICING_HI: PricingCopy = {
  lead: 'बुक करने से पहले देखें कि हर सलाह और प्लान की फ़ीस कितनी है। सारी फ़ीस भारतीय रुपये में है।',
  hero: {
    compare: 'प्लान की तुलना करें',
  },
  consultations: {
    title: 'हर सलाह की अलग फ़ीस',
    lead: 'सही डॉक्टर से एक सलाह। अपनी ज़रूरत के हिसाब से चुनें।',
    doctorFees: {
      before: 'हर डॉक्टर की फ़ीस और सलाह का समय ऊपर दिए उनके विभाग के प्लान जितना है। हर डॉक्टर की फ़ीस और समय',
      link: 'डॉक्टर पेज',
      after:
        'पर उनके कार्ड में लिखा है, और बुक करने से पहले आप इन्हें फिर देखते हैं। अगर किसी डॉक्टर की फ़ीस कभी अलग हो, तो आप वही फ़ीस देते हैं जो उनके कार्ड पर लिखी है।',
    },
  },
  subscriptions: {
    title: 'मासिक प्लान',
    lead: 'ऐसे इलाज के लिए जो महीनों तक चलता है। आप कभी भी प्लान रद्द कर सकते हैं।',
  },
  addOns: {
    title: 'अतिरिक्त सेवाएँ',
    lead: 'ये सेवाएँ आप किसी भी सलाह या प्लान के साथ जोड़ सकते हैं।',
  },
  card: {
    mostPopular: 'सबसे ज़्यादा चुना गया',
    recommended: 'हमारा सुझाव',
    price: 'फ़ीस',
    was: (amount) => `पहले ${amount}`,
    off: (percent) => `आपकी बचत ${percent}`,
    free: 'मुफ़्त',
    perConsultation: 'प्रति सलाह',
    perMonth: 'प्रति माह',
    includes: 'आपको क्या मिलता है',
    bookPlan: (plan) => `${plan} बुक करें`,
    joinPlan: (plan) => `${plan} लें`,
  },
  refunds: {
    title: 'रिफ़ंड का हमारा वादा',
    lead: 'कभी-कभी योजना बदल जाती है। रद्द करने पर आपको इतना पैसा वापस (रिफ़ंड) मिलता है।',
    consultations: 'सलाह',
    subscriptions: 'मासिक प्लान',
  },
  payment: {
    title: 'पेमेंट के तरीक़े',
    lead: 'केयर कोऑर्डिनेटर आपका समय पक्का करके आपको पेमेंट का लिंक भेजते हैं। जिस तरीक़े से चाहें, पेमेंट करें।',
  },
};
