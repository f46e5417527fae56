// SAMPLE CONTENT: three patient stories for the How it Works page. They are illustrations written for this site,
// not real patients and not verified reviews: the page says so under the stories (STORIES_ARE_SAMPLES), and the
// README lists this module with the other sample content. Replace them with real stories, shared with the patient's
// written consent, and set STORIES_ARE_SAMPLES to false; until then they must never be presented as reviews.
// They state no prices, waiting times or health results, so they cannot promise what the facts do not.
import type { ConsultationPlanId } from './plans/facts';

export interface PatientStory {
  id: string;
  /** A first name only. */
  name: string;
  city: string;
  /** The consultation the story is about: its plan name is shown and its page (/<plan id>) linked. */
  plan: ConsultationPlanId;
  story: string;
}

/** True while the stories below are samples; the page then labels them as examples, not reviews. */
export const STORIES_ARE_SAMPLES = true;

export const PATIENT_STORIES: readonly PatientStory[] = [
  {
    id: 'lakshmi',
    name: 'Lakshmi',
    city: 'Madurai',
    plan: 'diabetes-care',
    story:
      'I live far from a big hospital. The diabetologist looked at my sugar readings on a video call and changed my diet plan. I did not have to travel.',
  },
  {
    id: 'rahul',
    name: 'Rahul',
    city: 'Pune',
    plan: 'general-physician',
    story:
      'My son had a fever and a cough. We spoke to a doctor on the phone from home. We got clear advice and a prescription on my phone.',
  },
  {
    id: 'farida',
    name: 'Farida',
    city: 'Lucknow',
    plan: 'cancer-second-opinion',
    story:
      'My mother’s reports were hard to follow. An oncologist read them all and explained her choices in simple words. We felt calmer about the next step.',
  },
];

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
