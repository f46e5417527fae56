// Figures that words quote ("fees from ₹499"), derived from the content's values so the words never disagree with
// the prices. Page words name them in braces; src/site-map/registry.ts fills them in for the page's language.
import { formatRupees } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';
import { DOCTORS } from './doctors/facts';
import { HEALTH_PACKAGES } from './health-checkups/facts';
import { LOWEST_CONSULTATION_PRICE } from './plans/facts';

const QUOTED_FIGURES = {
  lowestConsultationPrice: LOWEST_CONSULTATION_PRICE,
  lowestDoctorFee: Math.min(...DOCTORS.map((doctor) => doctor.consultationFee)),
  lowestPackagePrice: Math.min(...HEALTH_PACKAGES.map((item) => item.price)),
} as const;

export type QuotedFigure = keyof typeof QUOTED_FIGURES;

/** Replaces each {figure} in `text` with its value in rupees; an unknown name is a programming error. */
export function fillFigures(text: string, locale: Locale): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(QUOTED_FIGURES, name)) throw new Error(`Unknown figure {${name}} in "${text}"`);
    return formatRupees(QUOTED_FIGURES[name as QuotedFigure], locale);
  });
}
