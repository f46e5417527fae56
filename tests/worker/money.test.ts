// Money as the site writes it (shared/money.ts), checked in workerd, whose Intl the pages are rendered with: paise
// for people with the rupee sign and Indian grouping in English and Hindi, whole rupees, and the plain figure that
// forms, CSV files and UPI links carry.
import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, rupeeFigure } from '../../shared/money';

describe('formatPaise', () => {
  it('groups the Indian way and shows paise only when there are some', () => {
    expect(formatPaise(59_900, 'en')).toBe('₹599');
    expect(formatPaise(10_000_000, 'en')).toBe('₹1,00,000');
    expect(formatPaise(12_345_678_950, 'en')).toBe('₹12,34,56,789.50');
    expect(formatPaise(59_900, 'hi')).toBe('₹599');
  });

  it.each([
    [0, '₹0'],
    [5, '₹0.05'],
    [49_900, '₹499'],
    [49_950, '₹499.50'],
    [49_901, '₹499.01'],
    [149_900, '₹1,499'],
    [10_000_000, '₹1,00,000'],
    [-29_950, '-₹299.50'],
  ])('%i paise → %s, in English and in Hindi (Latin digits)', (paise, shown) => {
    expect(formatPaise(paise, 'en')).toBe(shown);
    expect(formatPaise(paise, 'hi')).toBe(shown);
  });

  it('is English unless told', () => {
    expect(formatPaise(149_950)).toBe(formatPaise(149_950, 'en'));
  });

  it('shows paise always, or never (the rupees rounded half up)', () => {
    expect(formatPaise(49_900, 'en', { paise: 'always' })).toBe('₹499.00');
    expect(formatPaise(149_950, 'hi', { paise: 'always' })).toBe('₹1,499.50');
    expect(formatPaise(49_900, 'en', { paise: 'never' })).toBe('₹499');
    expect(formatPaise(49_950, 'en', { paise: 'never' })).toBe('₹500');
    expect(formatPaise(49_949, 'hi', { paise: 'never' })).toBe('₹499');
    expect(formatPaise(29_950, 'en', { paise: 'never' })).toBe(formatRupees(299.5, 'en'));
  });
});

describe('formatRupees', () => {
  it('writes whole rupees with the sign and Indian grouping', () => {
    expect(formatRupees(1_00_000)).toBe('₹1,00,000');
    expect(formatRupees(12_34_567, 'hi')).toBe('₹12,34,567');
    expect(formatRupees(2999.6)).toBe('₹3,000');
  });
});

describe('rupeeFigure', () => {
  it.each([
    [49_900, '499', '499.00'],
    [49_950, '499.50', '499.50'],
    [5, '0.05', '0.05'],
    [0, '0', '0.00'],
    [123_456, '1234.56', '1234.56'],
    [10_000_000, '100000', '100000.00'],
    [-150, '-1.50', '-1.50'],
  ])('%i paise → %s, or %s with paise always', (paise, whenAny, always) => {
    expect(rupeeFigure(paise)).toBe(whenAny);
    expect(rupeeFigure(paise, { paise: 'when-any' })).toBe(whenAny);
    expect(rupeeFigure(paise, { paise: 'always' })).toBe(always);
  });
});
