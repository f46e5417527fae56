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
