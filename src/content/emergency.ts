// India's public emergency numbers (free from any phone), quoted by the emergency, disclaimer and check-up pages and
// the footer. The provider's own 24/7 line is configuration (SUPPORT_PHONE), not a fact of this module.
export const PUBLIC_EMERGENCY_NUMBERS = {
  /** The single emergency number (ERSS): police, fire and ambulance. */
  national: '112',
  ambulance: '108',
  police: '100',
  fire: '101',
} as const;

export type PublicEmergencyService = keyof typeof PUBLIC_EMERGENCY_NUMBERS;

/** India's national ambulance number. */
export const NATIONAL_AMBULANCE_NUMBER = PUBLIC_EMERGENCY_NUMBERS.ambulance;

/** The provider's response targets, in minutes, all 24/7 (docs/product/figures.md). */
export const RESPONSE_TARGET_MINUTES = {
  cardiac: 2,
  criticalCare: 3,
  medical: 5,
  trauma: 4,
} as const;
