// The business facts the public pages show, as they show them (in English, with the pages' own formatters and words),
// each with where it is set: a content module, a wrangler var or a D1 table. Read by /admin/cms/content. Nothing here
// is a second copy of a value: every figure is read from the module or table the pages read.
import {
  discountPercent,
  formatDecimal,
  formatNumber,
  formatNumberRange,
  formatPercent,
} from '../../../../shared/i18n/format';
import { formatPaise, formatRupees } from '../../../../shared/money';
import { CONFIG_DEFAULTS, type SiteConfig } from '../../../config';
import { CLAIMS } from '../../../content/claims';
import { CONTACT_WORDS_EN } from '../../../content/contact/copy.en';
import { CONTACT_CHANNELS, CONTACT_FORM_REPLY_HOURS, SAMPLE_OFFICES } from '../../../content/contact/facts';
import { DEPARTMENT_WORDS_EN } from '../../../content/departments/copy.en';
import { DEPARTMENT_FACTS, departmentPrice } from '../../../content/departments/facts';
import type { PublishedDoctor } from '../../../content/doctors/facts';
import { PUBLIC_EMERGENCY_NUMBERS, RESPONSE_TARGET_MINUTES } from '../../../content/emergency';
import { lowestDoctorFee } from '../../../content/figures';
import { HEALTH_CHECKUPS_EN } from '../../../content/health-checkups/copy.en';
import { HEALTH_PACKAGES } from '../../../content/health-checkups/facts';
import {
  ADD_ON_WORDS,
  CONSULTATION_PLAN_WORDS,
  PLAN_FIGURE_WORDS,
  SUBSCRIPTION_PLAN_WORDS,
} from '../../../content/plans/copy.en';
import { ADD_ONS, CONSULTATION_PLANS, SUBSCRIPTION_PLANS } from '../../../content/plans/facts';
import { REFUND_WORDS_EN } from '../../../content/refunds/copy.en';
import {
  REFUND_REVIEW_DAYS,
  REFUND_RULES,
  REFUND_TIMELINES_BY_METHOD,
  type PaymentMethod,
  type RefundRule,
} from '../../../content/refunds/facts';
import { PATIENT_STORIES_EN } from '../../../content/stories/copy.en';
import { STORIES_ARE_SAMPLES } from '../../../content/stories/facts';
import { isPlaceholderValue } from '../../../content/placeholders';
import { refundRow } from '../../../site';
import { CALENDARS_PATH } from '../../paths';

/** One fact: what it is, its value(s) as the pages show them, and where it is set. */
export interface ContentFact {
  what: string;
  values: readonly string[];
  source: string;
  /** A sample or placeholder value, to be replaced before launch. */
  sample: boolean;
  /** Where the admin changes it, when it is changed in the admin (a doctor's record). */
  editPath?: string;
}

export interface ContentGroup {
  id: string;
  title: string;
  note?: string;
  facts: readonly ContentFact[];
}

const count = (value: number) => formatNumber(value, 'en');
const range = (from: number, to: number) => formatNumberRange(from, to, 'en');
const save = (price: number, original: number) =>
  `was ${formatRupees(original, 'en')}, save ${formatPercent(discountPercent(price, original) / 100, 'en')}`;

/** Where the published doctors come from, as the pages read them (src/appointments/published.ts). */
export const DOCTORS_SOURCE = 'D1: doctors (Scheduling → Calendars)';
const SAMPLE_DOCTORS_SOURCE = 'src/content/doctors/facts.ts: SAMPLE_DOCTORS (shown only where there is no D1)';

function doctorFees(doctors: readonly PublishedDoctor[], fromD1: boolean): ContentGroup {
  const source = fromD1 ? DOCTORS_SOURCE : SAMPLE_DOCTORS_SOURCE;
  return {
    id: 'doctors',
    title: 'Doctors’ fees',
    note: fromD1
      ? 'The published doctors, as the Doctors page and the booking form show them. Change a fee in the doctor’s record.'
      : 'No D1 database is bound, so the pages show the sample doctors.',
    facts: [
      ...doctors.map((doctor) => ({
        what: `${doctor.name}, ${doctor.specialization}`,
        values: [formatPaise(doctor.fee, 'en'), PLAN_FIGURE_WORDS.minutes(count(doctor.minutes))],
        source,
        sample: doctor.sample,
        editPath: fromD1 ? `${CALENDARS_PATH}?doctor=${encodeURIComponent(doctor.id)}` : undefined,
      })),
      {
        what: 'Lowest fee the pages quote (“fees from …”)',
        values: [formatRupees(lowestDoctorFee(doctors), 'en')],
        source: `computed from ${fromD1 ? 'the published doctors' : 'SAMPLE_DOCTORS'} (src/content/figures.ts)`,
        sample: doctors.some((doctor) => doctor.sample),
      },
    ],
  };
}

const PLANS_SOURCE = 'src/content/plans/facts.ts';

function plans(): ContentGroup[] {
  return [
    {
      id: 'consultation-plans',
      title: 'Consultation plans',
      note: 'As the Pricing page and the department pages show them. Names and features: src/content/plans/copy.en.ts.',
      facts: CONSULTATION_PLANS.map((plan) => ({
        what: CONSULTATION_PLAN_WORDS[plan.id].name,
        values: [
          formatRupees(plan.price, 'en'),
          save(plan.price, plan.originalPrice),
          PLAN_FIGURE_WORDS.minutes(count(plan.minutes)),
        ],
        source: `${PLANS_SOURCE}: CONSULTATION_PLANS`,
        sample: false,
      })),
    },
    {
      id: 'subscription-plans',
      title: 'Monthly plans',
      facts: SUBSCRIPTION_PLANS.map((plan) => ({
        what: SUBSCRIPTION_PLAN_WORDS[plan.id].name,
        values: [
          PLAN_FIGURE_WORDS.perMonth(formatRupees(plan.price, 'en')),
          save(plan.price, plan.originalPrice),
          'consultationsPerMonth' in plan
            ? PLAN_FIGURE_WORDS.consultationsPerMonth(count(plan.consultationsPerMonth))
            : PLAN_FIGURE_WORDS.members(count(plan.members)),
        ],
        source: `${PLANS_SOURCE}: SUBSCRIPTION_PLANS`,
        sample: false,
      })),
    },
    {
      id: 'add-ons',
      title: 'Add-on services',
      facts: ADD_ONS.map((item) => ({
        what: ADD_ON_WORDS[item.id].name,
        values: [
          item.price === 0 ? 'Free' : formatRupees(item.price, 'en'),
          ...('minutes' in item ? [PLAN_FIGURE_WORDS.minutes(count(item.minutes))] : []),
        ],
        source: `${PLANS_SOURCE}: ADD_ONS`,
        sample: false,
      })),
    },
    {
      id: 'health-packages',
      title: 'Health check-up packages',
      note: 'As the Health Check-ups page shows them. Names and features: src/content/health-checkups/copy.en.ts.',
      facts: HEALTH_PACKAGES.map((item) => {
        const card = HEALTH_CHECKUPS_EN.card;
        const duration =
          'fullDay' in item.duration
            ? card.fullDay
            : card.hours(range(item.duration.hours.from, item.duration.hours.to));
        const ages =
          item.idealAge.to === undefined
            ? card.agesFrom(count(item.idealAge.from))
            : card.ages(range(item.idealAge.from, item.idealAge.to));
        return {
          what: HEALTH_CHECKUPS_EN.packages[item.id].name,
          values: [formatRupees(item.price, 'en'), card.testsCount(item.testsCount, card.tests), duration, ages],
          source: 'src/content/health-checkups/facts.ts: HEALTH_PACKAGES',
          sample: false,
        };
      }),
    },
  ];
}

function departments(): ContentGroup {
  return {
    id: 'departments',
    title: 'Department figures',
    note: 'Rating, doctors, patients served and satisfaction are SAMPLE FIGURES in the module: replace them with verified numbers before launch. Prices come from the plans.',
    facts: DEPARTMENT_FACTS.map((department) => {
      const price = departmentPrice(department);
      return {
        what: DEPARTMENT_WORDS_EN[department.id].name,
        values: [
          price.perMonth
            ? PLAN_FIGURE_WORDS.perMonth(formatRupees(price.price, 'en'))
            : formatRupees(price.price, 'en'),
          PLAN_FIGURE_WORDS.minutes(count(department.consultationMinutes)),
          `rating ${formatDecimal(department.rating, 'en')}/5`,
          `${count(department.doctorsCount)}+ doctors`,
          `${count(department.patientsServed)}+ patients served`,
          `${formatPercent(department.successRate, 'en')} satisfaction`,
        ],
        source: 'src/content/departments/facts.ts: DEPARTMENT_FACTS',
        sample: true,
      };
    }),
  };
}

const CATEGORY_ORDER: readonly RefundRule['category'][] = ['consultation', 'health-package', 'subscription'];

function refunds(): ContentGroup {
  const rules = REFUND_RULES as readonly RefundRule[];
  return {
    id: 'refunds',
    title: 'Refund rules',
    note: 'The rows of the refund policy page (/refunds), which is the binding text; the pricing and contact pages summarise the same rules. Words: src/content/refunds/copy.en.ts.',
    facts: [
      ...CATEGORY_ORDER.flatMap((category) =>
        rules
          .filter((rule) => rule.category === category)
          .map((rule) => {
            const row = refundRow(rule, 'en');
            return {
              what: `${REFUND_WORDS_EN.categories[category]}: ${row.scenario}`,
              values: [row.refund, row.timeline],
              source: `src/content/refunds/facts.ts: REFUND_RULES (${rule.id})`,
              sample: false,
            };
          }),
      ),
      {
        what: 'Review of a refund request',
        values: [REFUND_WORDS_EN.review(range(REFUND_REVIEW_DAYS.from, REFUND_REVIEW_DAYS.to))],
        source: 'src/content/refunds/facts.ts: REFUND_REVIEW_DAYS',
        sample: false,
      },
      ...(Object.keys(REFUND_TIMELINES_BY_METHOD) as PaymentMethod[]).map((method) => {
        const days = REFUND_TIMELINES_BY_METHOD[method];
        return {
          what: `Money back by ${REFUND_WORDS_EN.methods[method]}`,
          values: [REFUND_WORDS_EN.methodDays(range(days.from, days.to))],
          source: 'src/content/refunds/facts.ts: REFUND_TIMELINES_BY_METHOD',
          sample: false,
        };
      }),
    ],
  };
}

const EMERGENCY_NAMES = {
  national: 'National emergency (ERSS)',
  ambulance: 'Ambulance',
  police: 'Police',
  fire: 'Fire',
} satisfies Record<keyof typeof PUBLIC_EMERGENCY_NUMBERS, string>;

const RESPONSE_NAMES = {
  cardiac: 'Cardiac',
  criticalCare: 'Critical care',
  medical: 'Medical',
  trauma: 'Trauma',
} satisfies Record<keyof typeof RESPONSE_TARGET_MINUTES, string>;

/** A wrangler var still on its development default is a placeholder (the address has no mark of its own). */
const isDefault = (value: string, key: keyof typeof CONFIG_DEFAULTS) => value === CONFIG_DEFAULTS[key];

function contact(config: SiteConfig): ContentGroup {
  const hours = (availability: (typeof CONTACT_CHANNELS)[number]['availability']) =>
    CONTACT_WORDS_EN.availability(availability, count);
  return {
    id: 'contact',
    title: 'Contact numbers and hours',
    note: 'A value still on its development default is marked Sample: set the provider’s own in wrangler.toml [vars] (or the production environment’s vars).',
    facts: [
      {
        what: 'Support and emergency line (also WhatsApp)',
        values: [config.supportPhone],
        source: 'wrangler var SUPPORT_PHONE',
        sample: isPlaceholderValue(config.supportPhone),
      },
      {
        what: 'Support email',
        values: [config.supportEmail],
        source: 'wrangler var SUPPORT_EMAIL',
        sample: isPlaceholderValue(config.supportEmail),
      },
      {
        what: 'Head office',
        values: [config.office.city, config.office.address],
        source: 'wrangler vars OFFICE_CITY, OFFICE_ADDRESS',
        sample: isDefault(config.office.address, 'OFFICE_ADDRESS') || isPlaceholderValue(config.office.address),
      },
      ...SAMPLE_OFFICES.map((office) => ({
        what: `Regional office, ${office.city}`,
        values: [office.address],
        source: 'src/content/contact/facts.ts: SAMPLE_OFFICES',
        sample: office.sample,
      })),
      ...CONTACT_CHANNELS.map((channel) => ({
        what: `Hours: ${CONTACT_WORDS_EN.channels[channel.id].title}`,
        values: [hours(channel.availability)],
        source: 'src/content/contact/facts.ts: CONTACT_CHANNELS',
        sample: false,
      })),
      {
        what: 'Contact form reply',
        values: [`Within ${count(CONTACT_FORM_REPLY_HOURS)} business hours`],
        source: 'src/content/contact/facts.ts: CONTACT_FORM_REPLY_HOURS',
        sample: false,
      },
      {
        what: 'Public emergency numbers (free from any phone)',
        values: (Object.keys(PUBLIC_EMERGENCY_NUMBERS) as (keyof typeof PUBLIC_EMERGENCY_NUMBERS)[]).map(
          (service) => `${EMERGENCY_NAMES[service]}: ${PUBLIC_EMERGENCY_NUMBERS[service]}`,
        ),
        source: 'src/content/emergency.ts: PUBLIC_EMERGENCY_NUMBERS',
        sample: false,
      },
      {
        what: 'Emergency response targets',
        values: (Object.keys(RESPONSE_TARGET_MINUTES) as (keyof typeof RESPONSE_TARGET_MINUTES)[]).map(
          (kind) => `${RESPONSE_NAMES[kind]}: ${count(RESPONSE_TARGET_MINUTES[kind])} minutes`,
        ),
        source: 'src/content/emergency.ts: RESPONSE_TARGET_MINUTES',
        sample: false,
      },
    ],
  };
}

function claimsAndStories(): ContentGroup[] {
  return [
    {
      id: 'claims',
      title: 'Site-wide figures',
      note: 'The figures of the home, departments and contact pages: sample values chosen once, to be replaced with the provider’s verified numbers.',
      facts: [
        {
          what: 'Consultations given',
          values: [`${count(CLAIMS.consultations)}+`],
          source: 'src/content/claims.ts: CLAIMS',
          sample: true,
        },
        {
          what: 'Doctors on the panel',
          values: [`${count(CLAIMS.doctors)}+`],
          source: 'src/content/claims.ts: CLAIMS',
          sample: true,
        },
        {
          what: 'Patient satisfaction',
          values: [formatPercent(CLAIMS.satisfaction, 'en')],
          source: 'src/content/claims.ts: CLAIMS',
          sample: true,
        },
        {
          what: 'Years of experience',
          values: [`${count(CLAIMS.yearsOfExperience)}+`],
          source: 'src/content/claims.ts: CLAIMS',
          sample: true,
        },
        {
          what: 'Uptime aimed for',
          values: [formatPercent(CLAIMS.uptime, 'en')],
          source: 'src/content/claims.ts: CLAIMS',
          sample: true,
        },
      ],
    },
    {
      id: 'stories',
      title: 'Patient stories',
      note: STORIES_ARE_SAMPLES
        ? 'The How it Works page labels these as examples (STORIES_ARE_SAMPLES is true): replace them with real stories shared with consent.'
        : 'Real stories, shown with the patients’ consent.',
      facts: PATIENT_STORIES_EN.map((story) => ({
        what: `${story.name}, ${story.city}`,
        values: [CONSULTATION_PLAN_WORDS[story.plan].name],
        source: 'src/content/stories/copy.en.ts, copy.hi.ts (STORIES_ARE_SAMPLES in facts.ts)',
        sample: STORIES_ARE_SAMPLES,
      })),
    },
  ];
}

/** Every group of facts, in the order the screen lists them. */
export function contentGroups(
  config: SiteConfig,
  doctors: readonly PublishedDoctor[],
  fromD1: boolean,
): ContentGroup[] {
  return [doctorFees(doctors, fromD1), ...plans(), departments(), refunds(), contact(config), ...claimsAndStories()];
}
