// What a visitor can read or hear on a page (text, accessible names, alt text, the title, the description and the
// JSON-LD's words), and which of it did not come from a dictionary. In the pseudo-language build every dictionary
// letter is accented (build/pseudo-locale.ts), so plain A–Z letters were written somewhere else: in a component, a
// data module or a server message. Values that are data, not words, are allowed: the configured name, email and
// address, reference and registration codes, and what Intl writes for dates.
import type { Page } from '@playwright/test';
import { DATA_VALUES, DOCTOR_DATA_VALUES, DOCTOR_INITIALS } from '../support/data-values.ts';
import { PSEUDO_OPEN } from '../../build/pseudo-locale.ts';

export interface FoundText {
  where: string;
  text: string;
}

export async function readableText(page: Page): Promise<FoundText[]> {
  return page.evaluate(() => {
    const found: { where: string; text: string }[] = [];
    const placeOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.closest('[role="dialog"]') ? ' (in a dialog)' : ''
      }`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // With scripting on, <noscript> holds its markup as raw text; the no-JavaScript pass reads it as elements.
      // <code> holds machine names (a cookie's name), the same in every language.
      if (!parent || parent.closest('script, style, template, code') || parent.tagName === 'NOSCRIPT') continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) found.push({ where: placeOf(parent), text });
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder], [aria-roledescription]',
    )) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push({ where: `${placeOf(element)} [${name}]`, text: value });
      }
    }
    found.push({ where: '<title>', text: document.title });
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"][content]')) {
      const property = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
      if (['description', 'og:title', 'og:description', 'og:site_name'].includes(property))
        found.push({ where: `<meta ${property}>`, text: meta.getAttribute('content') ?? '' });
    }
    // Words a person may read in a search result; schema.org's fixed vocabularies (contactType) stay as they are.
    const WORD_KEYS = new Set(['name', 'description', 'text', 'headline', 'alternateName', 'slogan']);
    const visit = (value: unknown, path: string) => {
      if (Array.isArray(value))
        value.forEach((item, index) => {
          visit(item, `${path}[${index}]`);
        });
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (typeof inner === 'string' && WORD_KEYS.has(key))
            found.push({ where: `JSON-LD ${path}.${key}`, text: inner });
          else visit(inner, `${path}.${key}`);
        }
    };
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      visit(JSON.parse(script.textContent ?? 'null'), '');
    }
    return found;
  });
}

const DATA_PATTERNS = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // email addresses (a visitor's own, in a confirmation)
  /https?:\/\/\S+/g,
  /\b(CL|AP|RC)-[0-9A-Z]{6}\b/g, // request, appointment and receipt references
  /\bSAMPLE-[A-Z]+-\d+\b/g, // sample registration numbers
  /\b(alt|ctrl|shift|meta)\+\w\b/gi, // keyboard shortcuts (the toasts' region names its own)
  /(?<=⟧,? )(or|and)(?= ⟦)/g, // what Intl.ListFormat puts between dictionary words ("A, B or C")
  // What Intl writes for dates and times in en-IN (a third language gets its own from Intl, not from a dictionary).
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|am|pm|AM|PM)\b/g,
  /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g, // Intl's weekday names (a pick page's days)
];

/** The part of a text that is neither dictionary words nor data: empty when everything came from a dictionary. */
export function notFromDictionary(text: string): string {
  let rest = text;
  for (const value of [...DATA_VALUES, ...DOCTOR_DATA_VALUES]) rest = rest.replaceAll(value, ' ');
  for (const pattern of DATA_PATTERNS) rest = rest.replace(pattern, ' ');
  return /[A-Za-z]/.test(rest) ? text : '';
}

export function hardCoded(found: FoundText[]): string[] {
  return found
    .filter(({ text }) => !DOCTOR_INITIALS.includes(text) && notFromDictionary(text))
    .map(({ where, text }) => `${where}: "${text}"`);
}

/** The page did render dictionary words: proof the pseudo-language build is the one under test. */
export function showsPseudoText(found: FoundText[]): boolean {
  return found.some(({ text }) => text.includes(PSEUDO_OPEN));
}
