// The plans' words in Hindi, as far as the Hindi home and departments pages show them: the plans' names, descriptions
// and features, and the lines that state a figure (functions given the figure already formatted, as in en.ts); then
// the add-ons and the ways to pay, which the pricing and contact pages show.
import type { PaymentMethod } from '../refunds/facts';
import type { AddOnWords, OfferCatalogNames, PaymentMethodWords, PlanFigureWords, PlanWords } from './copy.en';
import type { AddOnId, ConsultationPlanId, SubscriptionPlanId } from './facts';

export const CONSULTATION_PLAN_WORDS_HI: Record<ConsultationPlanId, PlanWords> = {
  'general-physician': {
    name: 'जनरल फ़िज़िशियन',
    description: 'रोज़ की बीमारियों, बुख़ार, इन्फ़ेक्शन और सेहत के सवालों के लिए।',
    features: ['वीडियो या फ़ोन पर सलाह', 'डिजिटल पर्चा', 'जाँच और आगे क्या करना है, इस पर सलाह'],
  },
  'diabetes-care': {
    name: 'डायबिटीज़ केयर',
    description: 'जिन्हें डायबिटीज़ (शुगर की बीमारी) है, या जिन्हें इसका ख़तरा है, उनके लिए।',
    features: [
      'डायबिटीज़ विशेषज्ञ (डायबेटोलॉजिस्ट) से सलाह',
      'आपकी शुगर की रीडिंग और रिपोर्ट की जाँच',
      'खान-पान और रहन-सहन पर सलाह',
      'डिजिटल पर्चा',
    ],
  },
  'cancer-second-opinion': {
    name: 'कैंसर पर दूसरी राय',
    description: 'कैंसर विशेषज्ञ (ऑन्कोलॉजिस्ट) आपकी बीमारी की पहचान (डायग्नोसिस) और इलाज की योजना देखते हैं।',
    features: [
      'कैंसर विशेषज्ञ आपकी रिपोर्ट और स्कैन देखते हैं',
      'आपकी बीमारी और इलाज के रास्तों पर लिखी हुई राय',
      'अपने सवाल पूछने का समय',
    ],
  },
};

export const SUBSCRIPTION_PLAN_WORDS_HI: Record<SubscriptionPlanId, PlanWords> = {
  'cancer-advisory': {
    name: 'कैंसर सलाह योजना',
    description: 'पूरे इलाज के दौरान कैंसर विशेषज्ञों से लगातार मार्गदर्शन।',
    features: ['नई रिपोर्ट आते ही उनकी जाँच', 'सलाहों के बीच मदद के लिए एक केयर कोऑर्डिनेटर'],
  },
  'family-health': {
    name: 'फ़ैमिली हेल्थ प्लान',
    description: 'पूरे परिवार की रोज़ की देखभाल के लिए एक प्लान।',
    features: ['परिवार के हर सदस्य के लिए जनरल फ़िज़िशियन से सलाह', 'पूरे परिवार के डिजिटल हेल्थ रिकॉर्ड'],
  },
};

/** Lines that state a figure from facts.ts, given the figure already formatted ("30", "₹599"). */
export const PLAN_FIGURE_WORDS_HI: PlanFigureWords = {
  minutes: (minutes) => `${minutes} मिनट की सलाह`,
  perMonth: (price) => `${price} प्रति माह`,
  consultationsPerMonth: (count) => `हर महीने कैंसर विशेषज्ञ से ${count} सलाह`,
  members: (count) => `परिवार के ${count} सदस्यों तक के लिए`,
};

export const ADD_ON_WORDS_HI: Record<AddOnId, AddOnWords> = {
  'digital-health-records': {
    name: 'डिजिटल हेल्थ रिकॉर्ड',
    description: 'अपनी सारी रिपोर्ट और पर्चे एक ही जगह सँभालकर रखें।',
  },
  'ai-symptom-checker': {
    name: 'AI से लक्षण की जाँच',
    description: 'कुछ सवालों के जवाब दें, और कंप्यूटर का सहायक (AI) बताएगा कि कौन-से डॉक्टर आपकी मदद कर सकते हैं।',
  },
  'prescription-delivery': {
    name: 'दवा की होम डिलीवरी',
    description: 'आपके पर्चे की दवाएँ आपके घर तक पहुँचाई जाती हैं।',
  },
  'lab-test-booking': {
    name: 'लैब टेस्ट बुकिंग',
    description: 'लैब की जाँच बुक करें; जाँच के लिए सैंपल (ख़ून आदि) घर से ही लिया जाता है।',
  },
  'health-report-analysis': {
    name: 'डॉक्टर से रिपोर्ट समझें',
    description: 'डॉक्टर आपकी जाँच की रिपोर्ट आसान शब्दों में समझाते हैं।',
  },
  'nutrition-consultation': {
    name: 'खान-पान (डाइट) पर सलाह',
    description: 'डाइटीशियन (खान-पान के विशेषज्ञ) आपकी सेहत के हिसाब से खाने का प्लान बनाते हैं।',
  },
};

/** The ways to pay in Hindi, in the order of en.ts: as a list item and as words inside a sentence. */
export const PAYMENT_METHOD_WORDS_HI: Record<PaymentMethod, PaymentMethodWords> = {
  card: { label: 'डेबिट और क्रेडिट कार्ड', inSentence: 'डेबिट या क्रेडिट कार्ड' },
  upi: { label: 'UPI', inSentence: 'UPI' },
  netBanking: { label: 'नेट बैंकिंग', inSentence: 'नेट बैंकिंग' },
  wallet: { label: 'मोबाइल वॉलेट', inSentence: 'मोबाइल वॉलेट' },
};

export const OFFER_CATALOG_NAMES_HI: OfferCatalogNames = {
  catalog: 'दाम',
  consultations: 'सलाह के प्लान',
  subscriptions: 'मासिक प्लान',
  addOns: 'अतिरिक्त सेवाएँ',
};
