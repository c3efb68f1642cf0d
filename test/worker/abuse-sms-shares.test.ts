import { expect, test, vi } from 'vitest';
import { callApi, DEMO } from './commerce/call-api';
import { fetchPage } from './fetch-page';
import { OWNER, opsCookie } from './ops-session';

// Its own file: the shop's count of the day starts from nothing here (decision 014).
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
  vi.advanceTimersByTime(20 * 60_000);
  const reset = await callApi('/sendcode', {
    body: { mobile: DEMO.mobile, purpose: 'reset' },
    client: '10.99.0.1',
    vars,
  });
  expect(reset.code).toBe(0);
  // The glance names the sign-up share apart from the members' codes, and the network that asked the most.
  const owner = await opsCookie(OWNER);
  const { body } = await fetchPage('/ops', { headers: { cookie: owner } });
  expect(body).toMatch(/sign-up codes \d+ of their \d+ · members’ codes [1-9]\d*/);
  expect(body).toMatch(/most asked from [\d.]+\/24 \(\d+\)/);
});
