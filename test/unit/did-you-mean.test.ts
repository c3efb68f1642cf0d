import { describe, expect, test } from 'vitest';
import { didYouMean, editDistance, trigramMatch, wordsOf } from '../../commerce/did-you-mean';

const NAMES_EN = [
  'iPhone 15, 128GB, Black',
  'iPhone 15, 128GB, Blue',
  'Samsung Galaxy A15, 128GB, Black',
  'Panasonic electric rice cooker, 1.5 L',
];
const NAMES_KM = [
  'ទូរស័ព្ទ iPhone 15 ១២៨GB ពណ៌ខ្មៅ',
  'ស្មាតហ្វូន Samsung Galaxy A15 ១២៨GB ពណ៌ខ្មៅ',
  'ឆ្នាំងដាំបាយអគ្គិសនី Panasonic ១.៥ លីត្រ',
];

describe('editDistance', () => {
  test('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('iphone', 'iphone')).toBe(0);
    expect(editDistance('iphnoe', 'iphone')).toBe(1);
    expect(editDistance('samsng', 'samsung')).toBe(1);
    expect(editDistance('galaxi', 'galaxy')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  test('works on Khmer code points (a missing sign is one edit)', () => {
    expect(editDistance('ទូរសព្ទ', 'ទូរស័ព្ទ')).toBe(1);
  });
});

describe('didYouMean', () => {
  test('an English typo becomes the word the names use, in their spelling', () => {
    expect(didYouMean('iphnoe', NAMES_EN)).toBe('iPhone');
    expect(didYouMean('samsnug galaxy', NAMES_EN)).toBe('Samsung galaxy');
    expect(didYouMean('rice cokoer', NAMES_EN)).toBe('rice cooker');
  });

  test('a Khmer typo becomes the Khmer word of the names', () => {
    expect(didYouMean('ទូរសព្ទ', NAMES_KM)).toBe('ទូរស័ព្ទ');
  });

  test('nothing is suggested when every word is known, or nothing is close enough', () => {
    expect(didYouMean('iphone black', NAMES_EN)).toBeNull();
    expect(didYouMean('bicycle', NAMES_EN)).toBeNull();
    expect(didYouMean('zz', NAMES_EN)).toBeNull();
    expect(didYouMean('iphnoe', [])).toBeNull();
  });
});

test('words of a name drop surrounding punctuation and add Khmer dictionary words', () => {
  expect(wordsOf('iPhone 15, 128GB, (Black)')).toEqual(['iPhone', '15', '128GB', 'Black']);
  expect(wordsOf('ឆ្នាំងដាំបាយអគ្គិសនី')).toContain('ឆ្នាំង');
});

test('the trigram query quotes every three-letter run of the search, and is null for short words', () => {
  expect(trigramMatch('iphnoe')).toBe('"iph" OR "phn" OR "hno" OR "noe"');
  expect(trigramMatch('TV')).toBeNull();
  expect(trigramMatch('a"bc')).toBe('"a""b" OR """bc"');
});
