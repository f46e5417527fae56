// Amounts in words as Indian receipts write them: Indian numbering (thousand, lakh, crore), rupees and paise, in
// English and Hindi (the figures beside them are tests/worker/money.test.ts's).
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../src/appointments';

describe('amountInWords, English', () => {
  it.each([
    [0, 'Zero rupees only'],
    [50, 'Fifty paise only'],
    [1, 'One paisa only'],
    [100, 'One rupee only'],
    [59_900, 'Five hundred ninety-nine rupees only'],
    [59_901, 'Five hundred ninety-nine rupees and one paisa only'],
    [100_000, 'One thousand rupees only'],
    [10_000_000, 'One lakh rupees only'],
    [11_000_000, 'One lakh ten thousand rupees only'],
    [2_000_000_000, 'Two crore rupees only'],
    [
      12_345_678_950,
      'Twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine rupees and fifty paise only',
    ],
    // Past 99 crore the crore count is written out itself.
    [1_234_500_000_000, 'One thousand two hundred thirty-four crore fifty lakh rupees only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise, 'en')).toBe(words);
  });

  it('refuses what is not an amount of paise', () => {
    expect(() => amountInWords(-1, 'en')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'en')).toThrow(RangeError);
  });
});

describe('amountInWords, Hindi', () => {
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [100, 'एक रुपया मात्र'],
    [59_900, 'पाँच सौ निन्यानवे रुपये मात्र'],
    [10_000_000, 'एक लाख रुपये मात्र'],
    [12_345_678_950, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये और पचास पैसे मात्र'],
    [75, 'पचहत्तर पैसे मात्र'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise, 'hi')).toBe(words);
  });

  it('has its own word for every number below a hundred', () => {
    const words = Array.from({ length: 99 }, (_, index) => amountInWords((index + 1) * 100, 'hi'));
    expect(new Set(words).size).toBe(99);
    expect(words.every((line) => !line.includes(' और ') && /^[\u0900-\u097F ]+$/.test(line))).toBe(true);
  });
});
