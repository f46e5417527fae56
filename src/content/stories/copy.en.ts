// The sample patient stories in English (see facts.ts: examples, not reviews).
import type { PatientStory } from './facts';

export const PATIENT_STORIES_EN: readonly PatientStory[] = [
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
