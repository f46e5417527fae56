// The terms of service's ten sections, in order: the anchors of its contents list and the keys of its words.
export const TERMS_SECTION_IDS = [
  'acceptance',
  'services',
  'obligations',
  'limitations',
  'payments',
  'privacy',
  'intellectual-property',
  'termination',
  'liability',
  'disputes',
] as const;

export type TermsSectionId = (typeof TERMS_SECTION_IDS)[number];
