// The scale seed's doctors: Indian names with "Dr.", a department of the departments master (migration 0008), the
// specialization and qualifications that go with it (in English and Hindi), a state medical council's registration,
// a fee in paise, 15- or 20-minute consultations and a working week in India time.
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './scale-names.ts';
import type { Random } from './scale-sql.ts';

/** A span of a weekday in minutes after India midnight. */
export interface Span {
  weekday: number;
  start: number;
  end: number;
}

export interface SeedDoctor {
  id: string;
  name: string;
  nameHi: string;
  department: string;
  specialization: string;
  specializationHi: string;
  qualifications: string;
  qualificationsHi: string;
  registrationNumber: string;
  council: string;
  councilHi: string;
  languages: string[];
  fee: number;
  minutes: number;
  experienceYears: number;
  rating: number;
  meetingLink: string;
  hours: Span[];
  breaks: Span[];
}

interface Department {
  id: string;
  doctors: number;
  words: [specialization: string, specializationHi: string, qualifications: string, qualificationsHi: string];
  fee: [low: number, high: number];
}

/** Out of 60 doctors; a smaller seed takes them in an order that spreads the departments. */
const DEPARTMENTS: Department[] = [
  {
    id: 'general-physician',
    doctors: 14,
    words: ['General Physician', 'जनरल फ़िज़िशियन', 'MBBS, MD (General Medicine)', 'MBBS, MD (जनरल मेडिसिन)'],
    fee: [30000, 60000],
  },
  {
    id: 'diabetes-care',
    doctors: 8,
    words: [
      'Diabetologist',
      'डायबिटीज़ विशेषज्ञ (डायबेटोलॉजिस्ट)',
      'MBBS, MD (Internal Medicine), Fellowship in Diabetology',
      'MBBS, MD (इंटरनल मेडिसिन), डायबेटोलॉजी में फ़ेलोशिप',
    ],
    fee: [50000, 80000],
  },
  {
    id: 'oncology',
    doctors: 5,
    words: [
      'Medical Oncologist',
      'कैंसर विशेषज्ञ (मेडिकल ऑन्कोलॉजिस्ट)',
      'MBBS, MD (General Medicine), DM (Medical Oncology)',
      'MBBS, MD (जनरल मेडिसिन), DM (मेडिकल ऑन्कोलॉजी)',
    ],
    fee: [100000, 150000],
  },
  {
    id: 'cancer-second-opinion',
    doctors: 3,
    words: [
      'Surgical Oncologist',
      'कैंसर सर्जन (सर्जिकल ऑन्कोलॉजिस्ट)',
      'MBBS, MS (General Surgery), MCh (Surgical Oncology)',
      'MBBS, MS (जनरल सर्जरी), MCh (सर्जिकल ऑन्कोलॉजी)',
    ],
    fee: [120000, 150000],
  },
  {
    id: 'cancer-advisory-plan',
    doctors: 2,
    words: ['Radiation Oncologist', 'रेडिएशन ऑन्कोलॉजिस्ट', 'MBBS, MD (Radiation Oncology)', 'MBBS, MD (रेडिएशन ऑन्कोलॉजी)'],
    fee: [100000, 140000],
  },
  {
    id: 'paediatrics',
    doctors: 7,
    words: ['Paediatrician', 'बाल रोग विशेषज्ञ', 'MBBS, MD (Paediatrics)', 'MBBS, MD (बाल रोग)'],
    fee: [40000, 70000],
  },
  {
    id: 'obstetrics-gynaecology',
    doctors: 7,
    words: [
      'Obstetrician & Gynaecologist',
      'स्त्री एवं प्रसूति रोग विशेषज्ञ',
      'MBBS, MS (Obstetrics & Gynaecology)',
      'MBBS, MS (स्त्री एवं प्रसूति रोग)',
    ],
    fee: [50000, 90000],
  },
  {
    id: 'dermatology',
    doctors: 6,
    words: [
      'Dermatologist',
      'त्वचा रोग विशेषज्ञ',
      'MBBS, MD (Dermatology, Venereology & Leprosy)',
      'MBBS, MD (त्वचा, यौन रोग एवं कुष्ठ)',
    ],
    fee: [40000, 80000],
  },
  {
    id: 'cardiology',
    doctors: 5,
    words: [
      'Cardiologist',
      'हृदय रोग विशेषज्ञ',
      'MBBS, MD (General Medicine), DM (Cardiology)',
      'MBBS, MD (जनरल मेडिसिन), DM (कार्डियोलॉजी)',
    ],
    fee: [80000, 150000],
  },
  {
    id: 'psychiatry',
    doctors: 3,
    words: ['Psychiatrist', 'मनोचिकित्सक', 'MBBS, MD (Psychiatry)', 'MBBS, MD (मनोचिकित्सा)'],
    fee: [70000, 120000],
  },
];

/** [council, in Hindi, its registration number's shape, a regional language] */
const COUNCILS: [string, string, (random: Random) => string, string | null][] = [
  ['Delhi Medical Council', 'दिल्ली मेडिकल काउंसिल', (r) => `DMC/R/${r.digits(5)}`, null],
  [
    'Maharashtra Medical Council',
    'महाराष्ट्र मेडिकल काउंसिल',
    (r) => `${r.int(1995, 2020)}/${String(r.int(1, 12)).padStart(2, '0')}/${r.digits(4)}`,
    'mr',
  ],
  ['Karnataka Medical Council', 'कर्नाटक मेडिकल काउंसिल', (r) => `KMC ${r.int(40000, 129999)}`, 'kn'],
  ['Tamil Nadu Medical Council', 'तमिलनाडु मेडिकल काउंसिल', (r) => `TNMC ${r.int(60000, 159999)}`, 'ta'],
  ['West Bengal Medical Council', 'पश्चिम बंगाल मेडिकल काउंसिल', (r) => `WBMC ${r.int(50000, 79999)}`, 'bn'],
  ['Uttar Pradesh Medical Council', 'उत्तर प्रदेश मेडिकल काउंसिल', (r) => `UPMC ${r.int(30000, 89999)}`, null],
  ['Gujarat Medical Council', 'गुजरात मेडिकल काउंसिल', (r) => `G-${r.int(20000, 69999)}`, 'gu'],
  ['Telangana State Medical Council', 'तेलंगाना स्टेट मेडिकल काउंसिल', (r) => `TSMC/FMR/${r.digits(5)}`, 'te'],
  ['Travancore-Cochin Medical Council', 'त्रावणकोर-कोचीन मेडिकल काउंसिल', (r) => `TCMC ${r.int(20000, 79999)}`, 'ml'],
  ['Rajasthan Medical Council', 'राजस्थान मेडिकल काउंसिल', (r) => `RMC ${r.int(10000, 49999)}`, null],
];

const MON_SAT = [1, 2, 3, 4, 5, 6];
const h = (hour: number, minute = 0) => hour * 60 + minute;
const on = (days: number[], start: number, end: number): Span[] => days.map((weekday) => ({ weekday, start, end }));

/** Working weeks: [hours, breaks]. Sunday is off for most. */
const WEEKS: [Span[], Span[]][] = [
  [on(MON_SAT, h(10), h(18)), on(MON_SAT, h(13), h(14))],
  [[...on([1, 2, 3, 4, 5], h(9), h(17)), ...on([6], h(9), h(13))], on([1, 2, 3, 4, 5], h(13), h(14))],
  [[...on(MON_SAT, h(10), h(14)), ...on(MON_SAT, h(17), h(20))], []],
  [[...on([1, 2, 3, 4, 5], h(18), h(21, 30)), ...on([0, 6], h(10), h(14))], []],
  [[...on([0, 2, 3, 4, 5, 6], h(8), h(12)), ...on([0, 2, 3, 4, 5, 6], h(16), h(19))], []],
  [[...on([1, 3, 5], h(10), h(17)), ...on([2, 4], h(14), h(20))], on([1, 3, 5], h(13), h(13, 30))],
];

/** Departments in an order that spreads them: each department's doctors at even intervals of the 60. */
function departmentOrder(): Department[] {
  const places = DEPARTMENTS.flatMap((department) =>
    Array.from({ length: department.doctors }, (_, k) => ({ department, at: (k + 0.5) / department.doctors })),
  );
  return places.sort((a, b) => a.at - b.at).map((place) => place.department);
}

const letters = (random: Random, count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + random.int(0, 25))).join('');

export function seedDoctors(random: Random, count: number): SeedDoctor[] {
  const order = departmentOrder();
  const doctors: SeedDoctor[] = [];
  const ids = new Set(['arjun-mehta', 'priya-raman', 'kavya-iyer']);
  for (let i = 0; i < count; i++) {
    const department = order[i % order.length] as Department;
    let first: readonly [string, string];
    let last: readonly [string, string];
    let id: string;
    do {
      first = random.pick(random.chance(0.5) ? FEMALE_NAMES : MALE_NAMES);
      last = random.pick(SURNAMES);
      id = `${first[0]}-${last[0]}`.toLowerCase().replace(/[^a-z-]/g, '');
    } while (ids.has(id));
    ids.add(id);
    const [council, councilHi, registration, regional] = random.pick(COUNCILS);
    const [specialization, specializationHi, qualifications, qualificationsHi] = department.words;
    const [low, high] = department.fee;
    // Fees end in 99 rupees, as the sample doctors' do (₹499, ₹599).
    const fee = Math.max(low, Math.round(random.int(low, high) / 10000) * 10000 - 100);
    const [hours, breaks] = random.pick(WEEKS);
    doctors.push({
      id,
      name: `Dr. ${first[0]} ${last[0]}`,
      nameHi: `डॉ. ${first[1]} ${last[1]}`,
      department: department.id,
      specialization,
      specializationHi,
      qualifications,
      qualificationsHi,
      registrationNumber: registration(random),
      council,
      councilHi,
      languages: ['en', ...(regional === null || random.chance(0.8) ? ['hi'] : []), ...(regional ? [regional] : [])],
      fee,
      minutes: random.chance(0.6) ? 15 : 20,
      experienceYears: random.int(3, 32),
      rating: random.int(41, 49) / 10,
      meetingLink: `https://meet.google.com/${letters(random, 3)}-${letters(random, 4)}-${letters(random, 3)}`,
      hours,
      breaks,
    });
  }
  return doctors;
}
