// The Telemedicine Practice Guidelines 2020 rules for what a tele-consultation may prescribe, as pure functions.
// The server checks every prescription line with these before it writes (migrations/0008_consultations.sql holds
// the rules the database can hold on its own: never a prohibited medicine, never an issue without the age or sex).
//
// The guidelines' medicine lists (its Annexure): List O over the counter, any mode; List A by video at a first
// consultation, or as a re-fill at a follow-up; List B add-ons at a follow-up; prohibited never (Schedule X, NDPS Act
// narcotics and psychotropics, anti-cancer drugs). A follow-up here is one of an earlier consultation with the same
// doctor; a re-fill repeats a medicine of an earlier issued prescription.

export const MEDICINE_CATEGORIES = ['O', 'A', 'B', 'prohibited'] as const;
export type MedicineCategory = (typeof MEDICINE_CATEGORIES)[number];

export type ConsultationMode = 'video' | 'audio' | 'chat';

/** What the rules need to know of the consultation. */
export interface PrescribingContext {
  mode: ConsultationMode;
  /** True when this consultation follows up an earlier consultation with the same doctor. */
  followUpOfSameDoctor: boolean;
  /** Whole years, or null when the doctor has not recorded it. */
  patientAgeYears: number | null;
  /** The recorded answer ('not-stated' is an answer), or null when the doctor has not asked. */
  patientSex: string | null;
}

/** One medicine line as the rules see it. */
export interface PrescribedMedicine {
  /** The generic name, for the refusal's words. */
  name: string;
  category: MedicineCategory;
  /** True when the line re-fills the same medicine from an earlier issued prescription. */
  refill: boolean;
}

export type PrescribingRule =
  | 'prohibited'
  | 'retired'
  | 'list-a'
  | 'list-b'
  | 'age-missing'
  | 'sex-missing'
  | 'no-medicines';

export type LineVerdict = { ok: true } | { ok: false; rule: PrescribingRule; reason: string };

export type PrescriptionVerdict =
  | { ok: true }
  | {
      ok: false;
      /** A refusal of the whole prescription (age or sex missing, nothing prescribed). */
      whole?: { rule: PrescribingRule; reason: string };
      /** Each refused line by its index in the lines given. */
      lines: { index: number; rule: PrescribingRule; reason: string }[];
    };

const MODE_WORDS: Record<ConsultationMode, string> = { video: 'video', audio: 'audio', chat: 'chat' };

/** Whether one medicine may be prescribed in this consultation, and if not, which rule refuses it and why. */
export function checkMedicine(context: PrescribingContext, medicine: PrescribedMedicine): LineVerdict {
  switch (medicine.category) {
    case 'O':
      return { ok: true };
    case 'prohibited':
      return {
        ok: false,
        rule: 'prohibited',
        reason: `${medicine.name} cannot be prescribed in a tele-consultation: the Telemedicine Practice Guidelines prohibit Schedule X medicines, narcotic and psychotropic drugs (NDPS Act) and anti-cancer drugs. The patient needs an in-person consultation.`,
      };
    case 'A':
      if (context.mode === 'video' || medicine.refill) return { ok: true };
      return {
        ok: false,
        rule: 'list-a',
        reason: `${medicine.name} is a List A medicine: it can be prescribed in a video consultation, or as a re-fill of an earlier prescription. This consultation is by ${MODE_WORDS[context.mode]} and the line is not a re-fill.`,
      };
    case 'B':
      if (context.followUpOfSameDoctor) return { ok: true };
      return {
        ok: false,
        rule: 'list-b',
        reason: `${medicine.name} is a List B medicine: it can be added only at a follow-up of an earlier consultation with the same doctor. This consultation is not marked as such a follow-up.`,
      };
  }
}

/** Every rule over the whole prescription: the age and the sex first (they refuse everything), then each line. */
export function checkPrescription(
  context: PrescribingContext,
  medicines: readonly PrescribedMedicine[],
): PrescriptionVerdict {
  let whole: { rule: PrescribingRule; reason: string } | undefined;
  if (context.patientAgeYears === null) {
    whole = {
      rule: 'age-missing',
      reason:
        "Record the patient's age before prescribing: the Telemedicine Practice Guidelines require it on every prescription.",
    };
  } else if (context.patientSex === null) {
    whole = {
      rule: 'sex-missing',
      reason:
        "Record the patient's sex before prescribing: the prescription prints it. Choose “Not stated” if the patient prefers not to say.",
    };
  } else if (medicines.length === 0) {
    whole = { rule: 'no-medicines', reason: 'Add at least one medicine to the prescription.' };
  }
  const lines: { index: number; rule: PrescribingRule; reason: string }[] = [];
  medicines.forEach((medicine, index) => {
    const verdict = checkMedicine(context, medicine);
    if (!verdict.ok) lines.push({ index, rule: verdict.rule, reason: verdict.reason });
  });
  if (!whole && lines.length === 0) return { ok: true };
  return whole ? { ok: false, whole, lines } : { ok: false, lines };
}

/** The guidelines' name of a category, for lists and the admin's medicines master. */
export const CATEGORY_WORDS: Record<MedicineCategory, string> = {
  O: 'List O (over the counter, any mode)',
  A: 'List A (video first consultation, or re-fill)',
  B: 'List B (add-on at a follow-up)',
  prohibited: 'Prohibited (Schedule X, NDPS, anti-cancer)',
};

export function isMedicineCategory(value: string): value is MedicineCategory {
  return (MEDICINE_CATEGORIES as readonly string[]).includes(value);
}
