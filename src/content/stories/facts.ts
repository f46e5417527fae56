// SAMPLE CONTENT: three patient stories for the How it Works page (words in copy.en.ts and copy.hi.ts). They are illustrations written for this site,
// not real patients and not verified reviews: the page says so under the stories (STORIES_ARE_SAMPLES), and the
// docs/deploying.md lists this module with the other samples. Replace them with real stories, shared with the patient's
// written consent, and set STORIES_ARE_SAMPLES to false; until then they must never be presented as reviews.
// They state no prices, waiting times or health results, so they cannot promise what the facts do not.
import type { ConsultationPlanId } from '../plans/facts';

export interface PatientStory {
  id: string;
  /** A first name only. */
  name: string;
  city: string;
  /** The consultation the story is about: its plan name is shown and its page (/<plan id>) linked. */
  plan: ConsultationPlanId;
  story: string;
}

/** True while the stories below are samples; the page then labels them as examples, not reviews. */
export const STORIES_ARE_SAMPLES = true;
