import { expect, test } from 'vitest';
import { publicAuthor } from '../../commerce/public-author';

test('a reviewer is named by the first word of the name and the initials of the others', () => {
  expect(publicAuthor('Chan Sokha')).toBe('Chan S.');
  expect(publicAuthor('  Sok  Dara  Vann ')).toBe('Sok D. V.');
  expect(publicAuthor('ចាន់ សុខា')).toBe('ចាន់ ស.');
  expect(publicAuthor('Dara')).toBe('Dara');
  expect(publicAuthor('••• 678')).toBe('••• 678');
});
