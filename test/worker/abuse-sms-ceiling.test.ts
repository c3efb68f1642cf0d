import { expect, test, vi } from 'vitest';
import { callApi, demoToken } from '../commerce/call-api';

// Its own file: the shop's count of the day starts from nothing here.
test('the shop-wide SMS_DAILY_LIMIT stops codes for everyone and alerts the operator in the log', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  // Sign-up codes may use 3 of the 4 (their share); members' codes the whole day.
  const vars = { SMS_DAILY_LIMIT: '4' };
  const signUps = [];
  for (const [i, mobile] of ['85593100001', '85593100002', '85593100003', '85593100004'].entries())
    signUps.push(
      await callApi('/sendcode', { body: { mobile, purpose: 'register' }, client: `192.0.${2 + i}.100`, vars }),
    );
  expect(signUps.map((a) => a.code)).toEqual([0, 0, 0, 429]);
  expect(signUps[3]?.msg).toContain('We cannot send text messages right now');
  // A member's password reset still goes: the members' share is theirs.
  const reset = { mobile: '85512345678', purpose: 'reset' };
  expect((await callApi('/sendcode', { body: reset, client: '192.0.10.1', vars })).code).toBe(0);
  // The whole day is used now: a phone change waits too.
  const phone = { mobile: '85593100009', purpose: 'phone' };
  const refused = await callApi('/sendcode', { body: phone, client: '192.0.11.1', vars, bearer: await demoToken() });
  expect(refused).toMatchObject({ status: 429, code: 429 });
  expect(refused.msg).toContain('We cannot send text messages right now');
  const alerts = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
  expect(alerts).toContainEqual(
    expect.objectContaining({ level: 'error', event: 'SMS daily limit reached', limit: 4, share: 'sign-up', cap: 3 }),
  );
  expect(alerts).toContainEqual(
    expect.objectContaining({ level: 'error', event: 'SMS daily limit reached', limit: 4, share: 'all', cap: 4 }),
  );
});
