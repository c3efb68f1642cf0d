import { test } from 'vitest';
import { checkEveryRoute } from './route-checks';

test('every route answers in English without a prefix, with its title, heading, layout and alternates', async () => {
  await checkEveryRoute('en');
});
