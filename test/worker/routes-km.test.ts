import { test } from 'vitest';
import { checkEveryRoute } from './route-checks';

test('every route answers in Khmer under /kh, with its title, heading, layout and alternates', async () => {
  await checkEveryRoute('km');
});
