import { expect, test } from 'vitest';
import { digitsOnly, latinDigits, wholeNumber } from '../../lib/latin-digits';

test('every Khmer digit becomes its Latin digit; everything else is unchanged', () => {
  expect(latinDigits('០១២៣៤៥៦៧៨៩')).toBe('0123456789');
  expect(latinDigits('ចំនួន ១២ ($3.50)')).toBe('ចំនួន 12 ($3.50)');
  expect(latinDigits('12.5')).toBe('12.5');
  expect(latinDigits('')).toBe('');
});

test.each([
  ['០១២ ៣៤៥ ៦៧៨', '012345678'],
  ['០១២-៣៤៥-៦៧៨', '012345678'],
  ['០១២.៣៤៥.៦៧៨', '012345678'],
  ['(០១២) 345 ៦៧៨', '012345678'],
  ['+៨៥៥ ១២ ៣៤៥ ៦៧៨', '+85512345678'],
  [' ១២៣ ៤៥៦ ', '123456'],
  ['១២៣\u00A0៤៥៦', '123456'],
])('digitsOnly(%s) is %s', (typed, expected) => {
  expect(digitsOnly(typed)).toBe(expected);
});

test('letters and other scripts stay, so validation still refuses them', () => {
  expect(digitsOnly('១២a៤')).toBe('12a4');
  expect(digitsOnly('١٢٣')).toBe('١٢٣');
});

test('wholeNumber reads a typed quantity in either digits and refuses anything else', () => {
  expect(wholeNumber('១២')).toBe(12);
  expect(wholeNumber(' 3 ')).toBe(3);
  expect(wholeNumber('1២')).toBe(12);
  for (const typed of ['', '1.5', '-1', '1e3', '0x10', 'abc', '១ ២']) expect(wholeNumber(typed), typed).toBeNaN();
});
