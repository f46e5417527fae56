// The home page's claims. Marketing figures are the provider's content: these are sample values from the brief,
// kept here once, to be replaced with the provider's own verified numbers before launch.
export const HOME_FIGURES = {
  /** Consultations given so far (shown as "50,000+"). */
  consultations: 50_000,
  /** Share of patients who rated their consultation as satisfying (0 to 1). */
  satisfaction: 0.98,
} as const;
