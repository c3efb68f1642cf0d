import { expect, test, vi } from 'vitest';
import { callApi } from './commerce/call-api';

// Its own file: the shop's count of the day starts from nothing here.
test('the shop-wide SMS_DAILY_LIMIT stops codes for everyone and alerts the operator in the log', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const vars = { SMS_DAILY_LIMIT: '3' };
  const answers = [];
  for (const [i, mobile] of ['85593100001', '85593100002', '85593100003', '85593100004', '85593100005'].entries())
    answers.push(
      await callApi('/sendcode', { body: { mobile, purpose: 'register' }, client: `192.0.2.${100 + i}`, vars }),
    );
  expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 429, 429]);
  expect(answers[3]?.msg).toContain('We cannot send text messages right now');
  const alerts = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
  expect(alerts).toContainEqual(
    expect.objectContaining({ level: 'error', event: 'SMS daily limit reached', limit: 3 }),
  );
});
