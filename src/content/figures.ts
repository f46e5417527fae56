// Figures that words quote ("fees from ₹499"), derived from the content's values so the words never disagree with
// the prices. Page words name them in braces; src/site-map/registry.ts fills them in for the page's language.
import { formatRupees } from '../../shared/money';
import type { Locale } from '../../shared/i18n/locales';
import { SAMPLE_DOCTORS } from './doctors/facts';
import { HEALTH_PACKAGES } from './health-checkups/facts';
import { LOWEST_CONSULTATION_PRICE } from './plans/facts';

const QUOTED_FIGURES = {
  lowestConsultationPrice: LOWEST_CONSULTATION_PRICE,
  // The sample doctors' here; a page that shows the published doctors passes their own (lowestDoctorFee below).
  lowestDoctorFee: lowestDoctorFee(SAMPLE_DOCTORS),
  lowestPackagePrice: Math.min(...HEALTH_PACKAGES.map((item) => item.price)),
} as const;

export type QuotedFigure = keyof typeof QUOTED_FIGURES;

/** Figures known only when a page is rendered (the published doctors' lowest fee), in rupees. */
export type FigureValues = Partial<Record<QuotedFigure, number>>;

/** The lowest fee of some doctors (fees in paise), in rupees; with no doctor, the lowest consultation price. */
export function lowestDoctorFee(doctors: readonly { fee: number }[]): number {
  return doctors.length === 0 ? LOWEST_CONSULTATION_PRICE : Math.min(...doctors.map((doctor) => doctor.fee)) / 100;
}

/** Replaces each {figure} in `text` with its value in rupees; an unknown name is a programming error. */
export function fillFigures(text: string, locale: Locale, values: FigureValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(QUOTED_FIGURES, name)) throw new Error(`Unknown figure {${name}} in "${text}"`);
    return formatRupees(values[name as QuotedFigure] ?? QUOTED_FIGURES[name as QuotedFigure], locale);
  });
}
