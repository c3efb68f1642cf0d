import { test } from 'vitest';
import { checkEveryRoute } from './route-checks';

test('every route answers in Khmer under /kh, with its title, heading, layout and alternates', {
  timeout: 30_000,
}, async () => {
  // Every page with its loader's data, one after another: more than the default 5 s on a busy machine.
  await checkEveryRoute('km');
});
