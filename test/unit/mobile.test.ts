import { expect, test } from 'vitest';
import { formatMobile, toApiMobile } from '../../lib/mobile';

test.each([
  ['012 345 678', '85512345678'],
  ['12345678', '85512345678'],
  ['+855 12 345 678', '85512345678'],
  ['855-12-345-678', '85512345678'],
  ['(012) 345-678', '85512345678'],
  ['097 765 4321', '855977654321'],
  ['០១២ ៣៤៥ ៦៧៨', '85512345678'],
  ['០១២-៣៤៥-៦៧៨', '85512345678'],
  ['+៨៥៥ ៩៧ ៧៦៥ ៤៣២១', '855977654321'],
])('%s is sent as %s', (input, expected) => {
  expect(toApiMobile(input)).toBe(expected);
});

test.each(['', 'abc', '012 345', '+1 202 555 0100', '0012345678', '855', '12-34-56-78-90-12'])(
  '%s is not a Cambodian mobile',
  (input) => {
    expect(toApiMobile(input)).toBeNull();
  },
);

test.each([
  ['85512345678', '012 345 678'],
  ['855977654321', '097 765 4321'],
])('%s reads as %s', (apiMobile, expected) => {
  expect(formatMobile(apiMobile)).toBe(expected);
});
