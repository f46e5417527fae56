import type { PatientStory } from './facts';

/**
 * SAMPLE CONTENT, as above: the same three stories in Hindi, in the same order and with the same ids and plans, for
 * the Hindi How it Works page. Replace them together with the English ones.
 */
export const PATIENT_STORIES_HI: readonly PatientStory[] = [
  {
    id: 'lakshmi',
    name: 'लक्ष्मी',
    city: 'मदुरै',
    plan: 'diabetes-care',
    story:
      'मैं किसी बड़े अस्पताल से दूर रहती हूँ। डायबिटीज़ के डॉक्टर ने वीडियो कॉल पर मेरी शुगर की रीडिंग देखी और मेरा खान-पान का प्लान बदल दिया। मुझे कहीं जाना नहीं पड़ा।',
  },
  {
    id: 'rahul',
    name: 'राहुल',
    city: 'पुणे',
    plan: 'general-physician',
    story: 'मेरे बेटे को बुख़ार और खाँसी थी। हमने घर से ही फ़ोन पर डॉक्टर से बात की। हमें साफ़ सलाह मिली और पर्चा मेरे फ़ोन पर आ गया।',
  },
  {
    id: 'farida',
    name: 'फ़रीदा',
    city: 'लखनऊ',
    plan: 'cancer-second-opinion',
    story:
      'मेरी माँ की रिपोर्ट समझना मुश्किल था। कैंसर के डॉक्टर ने सारी रिपोर्ट पढ़ीं और आसान शब्दों में बताया कि इलाज के कौन-कौन से रास्ते हैं। आगे क्या करना है, इसे लेकर हमारा मन शांत हुआ।',
  },
];
