// The provider's marketing claims, in one place so that no two pages disagree. The spec's figures vary by page
// (50,000+ patients or consultations; 190+, 200+ or 500+ doctors); these are the sample values chosen once. They are
// the provider's content, to be replaced with its own verified numbers before launch (docs/deploying.md, step 4).
/** True while the claims below are samples: `npm run launch-check` refuses them until set to false. */
export const CLAIMS_ARE_SAMPLES = true;

export const CLAIMS = {
  /** Consultations given so far (shown as "50,000+"). */
  consultations: 50_000,
  /** Doctors on the panel (shown as "200+"). */
  doctors: 200,
  /** Share of patients who rated their consultation as satisfying (0 to 1). */
  satisfaction: 0.98,
  /** Years the senior doctors have practised, at least. */
  yearsOfExperience: 15,
  /** Availability the platform aims for (0 to 1). */
  uptime: 0.999,
} as const;
