// The pseudo-language rewrite itself (build/pseudo-locale.ts) and the check the page tests make with it: dictionary
// words come out accented and bracketed, ids and paths stay as they are, and plain English is caught.
import { describe, expect, it } from 'vitest';
import { isDictionaryModule, pseudoModule, pseudoText } from '../../build/pseudo-locale.ts';
import { hardCoded, notFromDictionary } from './visible-text.ts';

describe('the rewrite of a dictionary', () => {
  const source = [
    "import type { X } from './types';",
    "type Kind = 'Not shown';",
    'export const WORDS = {',
    "  title: 'Book now',",
    "  column: { type: 'Type', kind: 'Kind of emergency' },",
    "  toast: { variant: 'error', title: 'Missing Information' },",
    "  story: { id: 'rahul', plan: 'diabetes-care', name: 'Rahul' },",
    "  figures: { consultations: 'consultations' },",
    "  link: '/refunds', anchor: '#download', mail: 'mailto:care@example.com', dash: ' – ',",
    '  showing: (count: string) => `Showing ${count} doctors`,',
    "  choice: (yes: boolean) => (yes ? 'Yes' : `No ${'way'}`),",
    "  same: (value: string) => value === 'Not words',",
    '};',
  ].join('\n');
  const rewritten = pseudoModule(source, 'src/site/x/copy.en.ts') ?? '';

  it('accents and brackets every text, including single words and both branches of a choice', () => {
    expect(rewritten).toContain(`title: "${pseudoText('Book now')}"`);
    expect(rewritten).toContain(`type: "${pseudoText('Type')}"`);
    expect(rewritten).toContain(`consultations: "${pseudoText('consultations')}"`);
    expect(rewritten).toContain(`name: "${pseudoText('Rahul')}"`);
    expect(rewritten).toContain('`⟦Šĥöŵîñĝ ${count} ðöçţöŕš⟧`');
    expect(rewritten).toContain(`"${pseudoText('Yes')}"`);
    expect(rewritten).toContain('`⟦Ñö ${"⟦ŵåý⟧"}⟧`');
  });

  it('leaves ids, variants, paths, types, imports and comparisons alone', () => {
    for (const kept of [
      "variant: 'error'",
      "id: 'rahul'",
      "plan: 'diabetes-care'",
      "'/refunds'",
      "'#download'",
      "'mailto:care@example.com'",
      "' – '",
      "type Kind = 'Not shown';",
      "from './types'",
      "value === 'Not words'",
    ])
      expect(rewritten).toContain(kept);
  });

  it('applies to dictionary files only', () => {
    expect(isDictionaryModule('/repo/src/site/about/copy.en.ts')).toBe(true);
    expect(isDictionaryModule('/repo/src/content/plans/copy.en.ts')).toBe(true);
    expect(isDictionaryModule('/repo/shared/i18n/en/ui.ts?v=1')).toBe(true);
    expect(isDictionaryModule('/repo/src/site/about/copy.hi.ts')).toBe(false);
    expect(isDictionaryModule('/repo/src/content/plans/facts.ts')).toBe(false);
    expect(isDictionaryModule('/repo/src/site/about/AboutPage.tsx')).toBe(false);
  });
});

describe('the check of what a page shows', () => {
  it('passes dictionary words with data in them, and catches plain English', () => {
    expect(notFromDictionary(`${pseudoText('Call')} +91 90000 00000`)).toBe('');
    expect(notFromDictionary(`${pseudoText('Write to')} care@careline.example`)).toBe('');
    expect(notFromDictionary(`${pseudoText('Reference')} CL-7K3F9Q`)).toBe('');
    expect(notFromDictionary(`${pseudoText('A')}, ${pseudoText('B')} or ${pseudoText('C')}`)).toBe('');
    expect(notFromDictionary('23 November 2026')).toBe('');
    expect(notFromDictionary('Talk to Coordinator')).toBe('Talk to Coordinator');
    expect(notFromDictionary(`${pseudoText('Showing')} 3 doctors`)).not.toBe('');
    expect(hardCoded([{ where: 'h1', text: 'Our Doctors' }])).toEqual(['h1: "Our Doctors"']);
  });
});
