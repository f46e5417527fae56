// JSON-LD builders for the pricing and contact pages: the price list as an OfferCatalog of Offers in rupees (INR),
// and the organisation's ContactPoints. Figures come from the content modules and configuration; words are passed
// in, so a page in each language builds the same data in its own words.
import type { SiteConfig } from '../config';
import { CONTACT_CHANNELS, clockTime, type ChannelAvailability, type ContactChannelId } from '../content/contact/facts';
import type { ContactWords } from '../content/contact/copy.en';
import { ADD_ONS, CONSULTATION_PLANS, SUBSCRIPTION_PLANS } from '../content/plans/facts';
import {
  ADD_ON_WORDS,
  CONSULTATION_PLAN_WORDS,
  OFFER_CATALOG_NAMES,
  SUBSCRIPTION_PLAN_WORDS,
  type OfferCatalogNames,
} from '../content/plans/copy.en';
import {
  ADD_ON_WORDS_HI,
  CONSULTATION_PLAN_WORDS_HI,
  OFFER_CATALOG_NAMES_HI,
  SUBSCRIPTION_PLAN_WORDS_HI,
} from '../content/plans/copy.hi';
import type { Locale } from '../../shared/i18n/locales';

type Json = Record<string, unknown>;

const CURRENCY = 'INR';
const STRIKETHROUGH = 'https://schema.org/StrikethroughPrice';
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface OfferCatalogWords extends OfferCatalogNames {
  consultationPlans: typeof CONSULTATION_PLAN_WORDS;
  subscriptionPlans: typeof SUBSCRIPTION_PLAN_WORDS;
  addOnServices: typeof ADD_ON_WORDS;
}

/** The price list's words in each language. */
export const OFFER_CATALOG_WORDS: Record<Locale, OfferCatalogWords> = {
  en: {
    ...OFFER_CATALOG_NAMES,
    consultationPlans: CONSULTATION_PLAN_WORDS,
    subscriptionPlans: SUBSCRIPTION_PLAN_WORDS,
    addOnServices: ADD_ON_WORDS,
  },
  hi: {
    ...OFFER_CATALOG_NAMES_HI,
    consultationPlans: CONSULTATION_PLAN_WORDS_HI,
    subscriptionPlans: SUBSCRIPTION_PLAN_WORDS_HI,
    addOnServices: ADD_ON_WORDS_HI,
  },
};

interface OfferInput {
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  /** Billed per month (subscriptions). */
  monthly?: boolean;
  url: string;
}

function unitPrice(price: number, monthly: boolean, strikethrough = false): Json {
  return {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: CURRENCY,
    ...(strikethrough ? { priceType: STRIKETHROUGH } : {}),
    ...(monthly ? { referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' } } : {}),
  };
}

/** One Offer in rupees; the old price, where there is one, as a strikethrough price beside it. */
export function offer(input: OfferInput): Json {
  const monthly = input.monthly === true;
  const specifications = [unitPrice(input.price, monthly)];
  if (input.originalPrice !== undefined && input.originalPrice > input.price)
    specifications.push(unitPrice(input.originalPrice, monthly, true));
  return {
    '@type': 'Offer',
    name: input.name,
    url: input.url,
    price: input.price,
    priceCurrency: CURRENCY,
    priceSpecification: specifications.length === 1 ? specifications[0] : specifications,
    itemOffered: { '@type': 'Service', name: input.name, description: input.description },
  };
}

/**
 * The pricing page's OfferCatalog: three catalogues (consultation plans, monthly plans, add-ons), each a list of
 * Offers in INR. `pageUrl` is the pricing page's absolute URL; each offer points at its card (`#plan-<id>`).
 */
export function pricingOfferCatalog(pageUrl: string, words: OfferCatalogWords): Json {
  const at = (id: string) => `${pageUrl}#plan-${id}`;
  return {
    '@type': 'OfferCatalog',
    name: words.catalog,
    url: pageUrl,
    itemListElement: [
      {
        '@type': 'OfferCatalog',
        name: words.consultations,
        itemListElement: CONSULTATION_PLANS.map((plan) =>
          offer({
            ...words.consultationPlans[plan.id],
            price: plan.price,
            originalPrice: plan.originalPrice,
            url: at(plan.id),
          }),
        ),
      },
      {
        '@type': 'OfferCatalog',
        name: words.subscriptions,
        itemListElement: SUBSCRIPTION_PLANS.map((plan) =>
          offer({
            ...words.subscriptionPlans[plan.id],
            price: plan.price,
            originalPrice: plan.originalPrice,
            monthly: plan.period === 'month',
            url: at(plan.id),
          }),
        ),
      },
      {
        '@type': 'OfferCatalog',
        name: words.addOns,
        itemListElement: ADD_ONS.map((item) =>
          offer({ ...words.addOnServices[item.id], price: item.price, url: at(item.id) }),
        ),
      },
    ],
  };
}

function hoursAvailable(availability: ChannelAvailability): Json | undefined {
  if (availability.kind === 'reply') return undefined;
  const [opens, closes] =
    availability.kind === 'always'
      ? ['00:00', '23:59']
      : [clockTime(availability.opens), clockTime(availability.closes)];
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens, closes };
}

const CONTACT_TYPES: Record<ContactChannelId, string> = {
  emergency: 'emergency',
  support: 'customer support',
  chat: 'customer support',
  email: 'customer support',
};

/** The organisation's ContactPoints: the four channels, reached through the configured line and address. */
export function organizationContactPoints(
  config: Pick<SiteConfig, 'supportPhone' | 'supportPhoneDigits' | 'supportEmail'>,
  words: Pick<ContactWords, 'channels'>,
): Json[] {
  return CONTACT_CHANNELS.map((channel) => {
    const hours = hoursAvailable(channel.availability);
    const reach =
      channel.reach === 'phone'
        ? { telephone: config.supportPhone }
        : channel.reach === 'whatsapp'
          ? { url: `https://wa.me/${config.supportPhoneDigits}` }
          : { email: config.supportEmail };
    return {
      '@type': 'ContactPoint',
      name: words.channels[channel.id].title,
      contactType: CONTACT_TYPES[channel.id],
      areaServed: 'IN',
      ...reach,
      ...(hours ? { hoursAvailable: hours } : {}),
    };
  });
}
