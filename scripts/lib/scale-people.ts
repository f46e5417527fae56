// People of the scale seed: a name (Latin letters, or Devanagari for many on Hindi pages), an Indian mobile number
// and an e-mail address no one else has; and the coordinators who handle their requests.
import { EMAIL_DOMAINS, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './scale-names.ts';
import { hashKey, type Random } from './scale-sql.ts';

export interface Person {
  first: string;
  last: string;
  name: string;
  /** +91 and ten digits. */
  phone: string;
  email: string;
  locale: 'en' | 'hi';
}

export class People {
  private readonly emails = new Set<string>();
  private readonly random: Random;

  constructor(random: Random) {
    this.random = random;
  }

  make(locale: 'en' | 'hi'): Person {
    const random = this.random;
    const first = random.pick(random.chance(0.5) ? FEMALE_NAMES : MALE_NAMES);
    const last = random.pick(SURNAMES);
    const script = locale === 'hi' && random.chance(0.6) ? 1 : 0;
    const phone = `+91${random.int(6, 9)}${random.digits(9)}`;
    return {
      first: first[script],
      last: last[script],
      name: `${first[script]} ${last[script]}`,
      phone,
      email: this.email(first[0], last[0]),
      locale,
    };
  }

  /** priya.sharma87@gmail.com and the like; never one already given. */
  private email(first: string, last: string): string {
    const random = this.random;
    const a = first.toLowerCase().replace(/[^a-z]/g, '');
    const b = last.toLowerCase().replace(/[^a-z]/g, '');
    for (let attempt = 0; ; attempt++) {
      const local = random.weighted({ dotted: 5, joined: 3, initial: 2 });
      const base = local === 'dotted' ? `${a}.${b}` : local === 'joined' ? `${a}${b}` : `${a[0]}${b}`;
      const suffix =
        attempt > 2 ? random.digits(4) : random.chance(0.55) ? String(random.int(attempt ? 10 : 60, 99)) : '';
      const address = `${base}${suffix}@${random.pick(EMAIL_DOMAINS)}`;
      if (!this.emails.has(address)) {
        this.emails.add(address);
        return address;
      }
    }
  }
}

export interface Coordinator {
  /** The auth account's id, as the app records an actor. */
  id: string;
  email: string;
}

const uuidOf = (text: string) => {
  const hex = hashKey(text);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const COORDINATORS: readonly Coordinator[] = [
  'meera.nair',
  'rahul.verma',
  'ananya.ghosh',
  'imran.sheikh',
  'deepa.krishnan',
  'sunil.yadav',
].map((name) => ({ id: uuidOf(`coordinator:${name}`), email: `${name}@careline.example` }));
