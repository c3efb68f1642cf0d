import { expect, test, vi } from 'vitest';
import { callApi, DEMO } from '../commerce/call-api';
import { fetchPage } from './fetch-page';
import { OWNER, opsCookie } from './ops-session';

// Its own file: the shop's count of the day starts from nothing here (decision 046).
test('sign-up pumping from many networks stops at its share of the day: members’ codes still go, and the glance says which', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // the full share's alert
  // A day of 8, each request from its own network: sign-up codes may use 6.
  const vars = { SMS_DAILY_LIMIT: '8' };
  const answers = [];
  for (let i = 0; i < 10; i++)
    answers.push(
      await callApi('/sendcode', {
        body: { mobile: `85598${String(i).padStart(6, '0')}`, purpose: 'register' },
        client: `10.${i}.0.1`,
        vars,
      }),
    );
  expect(answers.filter((a) => a.code === 0)).toHaveLength(6);
  expect(answers.at(-1)?.msg).toContain('We cannot send text messages right now');
  // Before: sign-up spent the whole day, and the demo shopper's reset got that answer too.
  const reset = await callApi('/sendcode', {
    body: { mobile: DEMO.mobile, purpose: 'reset' },
    client: '10.99.0.1',
    vars,
  });
  expect(reset.code).toBe(0);
  // The glance (the console's own SMS_DAILY_LIMIT, 1000) counts the sign-up share apart from members' resets,
  // and names the network given the most codes (each had one: the first by name).
  const owner = await opsCookie(OWNER);
  const { body } = await fetchPage('/ops', { headers: { cookie: owner } });
  expect(body).toContain(
    '7 of 1000</dd><dd class="ops-tile-parts">codes to new numbers (sign-up, phone change) 6 of their 750 · ' +
      'members’ password resets 1 · most asked from 10.0.0.0/24 (1)',
  );
});
