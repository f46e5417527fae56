// The doctor a visitor's request names, so the coordinator's booking form starts with that doctor chosen. A call-back
// from a doctor's Book Now records the button's topic, which starts with the doctor's name as the page showed it
// (English, or the record's Hindi words: "Dr. Arjun Mehta · General Physician · …"); a patient may also write a
// doctor's name in their note. Requests store no doctor id, so the name is matched against the doctors given.
import type { DoctorRecord } from './store';

/** How a booking topic separates its subject from its detail (shared/booking/topic.ts, topicText). */
const TOPIC_SEPARATOR = ' · ';

const LETTER = /[\p{L}\p{M}\p{N}]/u;
const TITLE = /^(?:dr\.?|डॉ\.?|डॉक्टर)\s+/u;

/** The fields that say who the patient is: their own name is never a doctor's. */
const PERSON_FIELDS = new Set(['name', 'firstName', 'lastName', 'phone', 'email']);

/** Case, width and spacing folded, so a name matches however it was typed. */
const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

/** A doctor's names as a request may write them: English and Hindi, each with and without the title. */
function namesOf(doctor: Pick<DoctorRecord, 'name' | 'wordsHi'>): string[] {
  const names = [doctor.name, doctor.wordsHi.name ?? ''].map(folded).filter((name) => name.length > 0);
  const untitled = names.map((name) => name.replace(TITLE, '')).filter((name) => name.length >= 4);
  return [...new Set([...names, ...untitled])];
}

/** Whether `name` stands in `text` as whole words (not inside a longer word). */
function containsName(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + name.length] ?? ' ';
    if (!LETTER.test(before) && !LETTER.test(after)) return true;
  }
  return false;
}

/**
 * The one doctor a request names, or null (none, or more than one): first the booking topic's subject, which is a
 * doctor's whole name; else a doctor's name written anywhere in the request's words.
 */
export function doctorNamedIn<D extends Pick<DoctorRecord, 'name' | 'wordsHi'>>(
  fields: Readonly<Record<string, string>>,
  doctors: readonly D[],
): D | null {
  const one = (found: D[]) => (found.length === 1 ? (found[0] ?? null) : null);
  const subject = folded((fields.topic ?? '').split(TOPIC_SEPARATOR)[0] ?? '');
  if (subject) {
    const bySubject = doctors.filter((doctor) => namesOf(doctor).includes(subject));
    if (bySubject.length > 0) return one(bySubject);
  }
  const words = Object.entries(fields).flatMap(([key, value]) => (PERSON_FIELDS.has(key) ? [] : [value]));
  const text = folded(words.join(' \n '));
  return one(doctors.filter((doctor) => namesOf(doctor).some((name) => containsName(text, name))));
}
