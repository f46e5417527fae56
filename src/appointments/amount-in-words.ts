// An amount of money in words, as Indian receipts write it: Indian numbering (thousand, lakh, crore), rupees and
// paise, in English ("Five hundred ninety-nine rupees only") and Hindi ("पाँच सौ निन्यानवे रुपये मात्र"). Amounts are
// integer paise; beyond 99 crore the crore count is itself written out ("One thousand two hundred crore").
import type { Locale } from '../../shared/i18n/locales';

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enBelowHundred(value: number): string {
  if (value < 20) return EN_UNITS[value] ?? '';
  const tens = EN_TENS[Math.floor(value / 10)] ?? '';
  return value % 10 === 0 ? tens : `${tens}-${EN_UNITS[value % 10]}`;
}

// Hindi names every number below a hundred with its own word.
const HI_BELOW_HUNDRED = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस ' +
  'तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस ' +
  'चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास ' +
  'पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ ' +
  'साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर ' +
  'सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी ' +
  'अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी ' +
  'नब्बे इक्यानवे बानवे तिरानवे चौरानवे पंचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

interface Numbering {
  belowHundred: (value: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const NUMBERING: Record<Locale, Numbering> = {
  en: { belowHundred: enBelowHundred, hundred: 'hundred', thousand: 'thousand', lakh: 'lakh', crore: 'crore' },
  hi: {
    belowHundred: (value) => HI_BELOW_HUNDRED[value] ?? '',
    hundred: 'सौ',
    thousand: 'हज़ार',
    lakh: 'लाख',
    crore: 'करोड़',
  },
};

/** A whole number above zero in words, grouped the Indian way: crore, lakh, thousand, hundred. */
function wholeInWords(value: number, words: Numbering): string {
  const parts: string[] = [];
  const crore = Math.floor(value / 10_000_000);
  let rest = value % 10_000_000;
  if (crore > 0) parts.push(`${wholeInWords(crore, words)} ${words.crore}`);
  const groups: [number, string][] = [
    [100_000, words.lakh],
    [1_000, words.thousand],
    [100, words.hundred],
  ];
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count > 0) parts.push(`${words.belowHundred(count)} ${name}`);
  }
  if (rest > 0) parts.push(words.belowHundred(rest));
  return parts.join(' ');
}

function inWords(value: number, words: Numbering): string {
  return value === 0 ? words.belowHundred(0) : wholeInWords(value, words);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An amount of integer paise in words: 59900 → "Five hundred ninety-nine rupees only" or "पाँच सौ निन्यानवे रुपये
 * मात्र"; 123456789050 → "Twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine rupees and
 * fifty paise only".
 */
export function amountInWords(paise: number, locale: Locale): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = NUMBERING[locale];
  if (locale === 'hi') {
    const rupeePart = `${inWords(rupees, words)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
    if (rest === 0) return `${rupeePart} मात्र`;
    const paisePart = `${inWords(rest, words)} पैसे`;
    return rupees === 0 ? `${paisePart} मात्र` : `${rupeePart} और ${paisePart} मात्र`;
  }
  const rupeePart = `${inWords(rupees, words)} ${rupees === 1 ? 'rupee' : 'rupees'}`;
  if (rest === 0) return capitalized(`${rupeePart} only`);
  const paisePart = `${inWords(rest, words)} ${rest === 1 ? 'paisa' : 'paise'}`;
  return capitalized(rupees === 0 ? `${paisePart} only` : `${rupeePart} and ${paisePart} only`);
}
