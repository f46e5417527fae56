// The Hindi names of the starter symptoms and vitals, by the ids migrations/0008_consultations.sql seeds them with,
// for the patient's Hindi Records page and Hindi prescription. The masters hold one name, in English. A symptom or
// vital an admin adds later has no entry here: the patient's Hindi pages show its master's English name until a
// Hindi name is added to this list (masterName below). The medical free text the doctor writes is never translated.
import type { Locale } from '../../../shared/i18n/locales';

/** The starter symptoms' ids (migration 0008). */
type StarterSymptom =
  | 'fever'
  | 'dry-cough'
  | 'cough-with-phlegm'
  | 'runny-nose'
  | 'sore-throat'
  | 'headache'
  | 'body-ache'
  | 'tiredness'
  | 'breathlessness'
  | 'chest-pain'
  | 'palpitations'
  | 'dizziness'
  | 'nausea'
  | 'vomiting'
  | 'loose-motions'
  | 'constipation'
  | 'stomach-pain'
  | 'acidity'
  | 'loss-of-appetite'
  | 'burning-urination'
  | 'frequent-urination'
  | 'excessive-thirst'
  | 'weight-loss'
  | 'tingling-feet'
  | 'blurred-vision'
  | 'joint-pain'
  | 'back-pain'
  | 'skin-rash'
  | 'itching'
  | 'poor-sleep';

/** The starter vitals' ids (migration 0008). */
type StarterVital =
  | 'bp-systolic'
  | 'bp-diastolic'
  | 'pulse'
  | 'spo2'
  | 'temperature-c'
  | 'temperature-f'
  | 'respiratory-rate'
  | 'weight'
  | 'height'
  | 'sugar-fasting'
  | 'sugar-random';

export const SYMPTOM_NAMES_HI: Record<StarterSymptom, string> = {
  fever: 'बुखार',
  'dry-cough': 'सूखी खाँसी',
  'cough-with-phlegm': 'बलगम वाली खाँसी',
  'runny-nose': 'नाक बहना या बंद होना',
  'sore-throat': 'गले में खराश',
  headache: 'सिरदर्द',
  'body-ache': 'बदन दर्द',
  tiredness: 'थकान',
  breathlessness: 'साँस फूलना',
  'chest-pain': 'सीने में दर्द',
  palpitations: 'दिल की धड़कन तेज़ लगना',
  dizziness: 'चक्कर आना',
  nausea: 'जी मिचलाना',
  vomiting: 'उल्टी',
  'loose-motions': 'दस्त (लूज़ मोशन)',
  constipation: 'क़ब्ज़',
  'stomach-pain': 'पेट दर्द',
  acidity: 'एसिडिटी या सीने में जलन',
  'loss-of-appetite': 'भूख न लगना',
  'burning-urination': 'पेशाब में जलन',
  'frequent-urination': 'बार-बार पेशाब आना',
  'excessive-thirst': 'बहुत ज़्यादा प्यास लगना',
  'weight-loss': 'बिना कोशिश के वज़न घटना',
  'tingling-feet': 'पैरों में झुनझुनी या सुन्नपन',
  'blurred-vision': 'धुंधला दिखना',
  'joint-pain': 'जोड़ों में दर्द',
  'back-pain': 'कमर दर्द',
  'skin-rash': 'त्वचा पर दाने (रैश)',
  itching: 'खुजली',
  'poor-sleep': 'ठीक से नींद न आना',
};

export const VITAL_NAMES_HI: Record<StarterVital, string> = {
  'bp-systolic': 'ब्लड प्रेशर (बीपी), ऊपर वाला',
  'bp-diastolic': 'ब्लड प्रेशर (बीपी), नीचे वाला',
  pulse: 'नाड़ी (पल्स)',
  spo2: 'ख़ून में ऑक्सीजन (SpO2)',
  'temperature-c': 'शरीर का तापमान',
  'temperature-f': 'शरीर का तापमान',
  'respiratory-rate': 'साँस की रफ़्तार',
  weight: 'वज़न',
  height: 'लंबाई',
  'sugar-fasting': 'ब्लड शुगर (खाली पेट)',
  'sugar-random': 'ब्लड शुगर (कभी भी)',
};

/** Vital units that are words, not symbols ('/min'); mmHg, %, °C, kg ... are printed as they are. */
const VITAL_UNITS_HI: Readonly<Record<string, string>> = { '/min': 'प्रति मिनट' };

/** A symptom's or vital's name in the page's language: the Hindi name of a starter id, else the master's name. */
export function masterName(kind: 'symptom' | 'vital', id: string, name: string, locale: Locale): string {
  if (locale !== 'hi') return name;
  const names: Readonly<Record<string, string>> = kind === 'symptom' ? SYMPTOM_NAMES_HI : VITAL_NAMES_HI;
  return Object.hasOwn(names, id) ? (names[id] as string) : name;
}

/** A vital's reading as the patient reads it: 'Pulse: 88 /min', 'नाड़ी (पल्स): 88 प्रति मिनट'. */
export function vitalReading(vital: { id: string; name: string; value: number; unit: string }, locale: Locale): string {
  const unit = locale === 'hi' && Object.hasOwn(VITAL_UNITS_HI, vital.unit) ? VITAL_UNITS_HI[vital.unit] : vital.unit;
  // A no-break space keeps the reading and its unit on one line on a phone.
  return `${masterName('vital', vital.id, vital.name, locale)}: ${vital.value}\u00a0${unit}`;
}
