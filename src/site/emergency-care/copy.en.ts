// The Emergency care page's words in English. Numbers are never written here: they come from
// src/content/emergency.ts and configuration, and reach these words already formatted.
import type { PublicEmergencyService } from '../../content/emergency';
import type { RESPONSE_TARGET_MINUTES } from '../../content/emergency';

export interface Card {
  title: string;
  description: string;
}

export const EMERGENCY_COPY_EN = {
  title: 'Emergency? Call Now',
  lead: 'Tap a number to call. Calls to public emergency numbers are free.',
  /** Read before each number by screen readers: "Call 108, Ambulance". */
  call: 'Call',
  numbers: {
    ambulance: 'Ambulance',
    national: 'All emergencies',
    police: 'Police',
    fire: 'Fire',
  } satisfies Record<PublicEmergencyService, string>,
  ourLine: (hours: string) => `Our doctors’ line, ${hours}`,
  hospitalTitle: 'Go to a hospital now if you see',
  hospitalLead: (ambulance: string) => `Do not wait for an online visit. Call ${ambulance} for an ambulance.`,
  hospital: [
    'Chest pain or tightness',
    'Hard to breathe',
    'Face drooping, a weak arm or leg, or speech that is not clear',
    'Bleeding that does not stop',
    'Fainting, or a person who will not wake up',
    'A fit (a seizure)',
    'A bad injury from a fall or an accident',
    'A bad burn',
    'Poison or too much medicine taken',
    'Thoughts of ending your life',
  ],
  suitableTitle: 'Our doctors can help on the phone with',
  suitable: [
    'Advice on a fever that is not going down',
    'First aid for small cuts, burns and sprains',
    'What to do while you wait for an ambulance',
    'Whether you need to go to a hospital',
    'Questions about your medicines',
    'High or low sugar readings when you feel well',
  ],
  /** The service as structured data names it. */
  serviceName: 'Emergency advice by phone, day and night',
  servicesTitle: 'What our emergency line does',
  services: [
    { title: 'A doctor any time', description: 'A doctor answers our line day and night, every day of the year.' },
    { title: 'First aid help', description: 'The doctor tells you what to do, step by step, until help comes.' },
    { title: 'Find a hospital', description: 'We help you find the nearest hospital that can treat the problem.' },
    { title: 'Care after', description: 'We call you after you leave hospital to check how you are.' },
  ] as Card[],
  stepsTitle: 'What happens when you call our line',
  steps: [
    { title: 'Say where you are', description: 'Tell us your place and what has happened.' },
    { title: 'A doctor checks', description: 'The doctor asks short questions to see how serious it is.' },
    {
      title: 'Get help fast',
      description: 'If it is serious, the doctor tells you to call an ambulance and what to do until it comes.',
    },
    { title: 'We follow up', description: 'We call you back to see how you are and what you need next.' },
  ] as Card[],
  targetsTitle: 'How fast a doctor answers',
  targetsLead: 'These are our targets for a doctor to speak with you on our line.',
  targetsTable: {
    caption: 'Our target time for a doctor to answer, by kind of emergency',
    kind: 'Kind of emergency',
    time: 'A doctor answers in',
    hours: 'When',
  },
  targets: {
    cardiac: 'Heart problems (cardiac)',
    criticalCare: 'Very serious illness (critical care)',
    trauma: 'Injuries (trauma)',
    medical: 'Other illness (medical)',
  } satisfies Record<keyof typeof RESPONSE_TARGET_MINUTES, string>,
  underMinutes: (minutes: string) => `Under ${minutes} minutes`,
};

export type EmergencyCopy = typeof EMERGENCY_COPY_EN;
