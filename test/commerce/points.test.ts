import { expect, test } from 'vitest';
import { callApi, demoToken } from './call-api';

test('mygrade shows the balance, the grade, progress and is_everyday 0 before checking in', async () => {
  const token = await demoToken();
  const grade = await callApi(`/mygrade?time=1`, { bearer: token });
  expect(grade).toMatchObject({
    status: 200,
    code: 0,
    data: {
      points: 100,
      earned: 150,
      is_everyday: 0,
      grade: 'Member',
      next_grade: 'Silver',
      next_points: 350,
      progress: 30,
    },
  });
  expect((await callApi(`/mygrade`, { bearer: token, lang: '2' })).data.grade).toBe('សមាជិក');
});

test('50 simultaneous check-ins award 10 points once; then is_everyday is 1', async () => {
  const token = await demoToken();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => callApi('/signin', { bearer: token, body: { time: '1' } })),
  );
  const awarded = answers.filter((a) => a.code === 0);
  expect(awarded).toHaveLength(1);
  expect(awarded[0]).toMatchObject({ msg: 'Checked in: you collected 10 points.', data: { points: 10, balance: 110 } });
  expect(answers.filter((a) => a.code === 409 && a.status === 409)).toHaveLength(49);
  const grade = await callApi('/mygrade', { bearer: token });
  expect(grade.data).toMatchObject({ points: 110, is_everyday: 1 });
  const again = await callApi('/signin', { bearer: token, body: {}, lang: '2' });
  expect(again).toMatchObject({ code: 409, msg: 'អ្នកបានចុះវត្តមានរួចហើយសម្រាប់ថ្ងៃនេះ។ ជួបគ្នាថ្ងៃស្អែក!' });
});

test('the points ledger lists awards and redemptions, newest first, with totals', async () => {
  const token = await demoToken();
  const page = await callApi(`/points?page=1&limit=2`, { bearer: token, lang: '2' });
  expect(page).toMatchObject({ code: 0, data: { total: 5, page: 1, limit: 2, pages: 3, balance: 110 } });
  expect(page.data.list[0]).toMatchObject({ kind: 'checkin', points: 10, title: 'ចុះវត្តមានប្រចាំថ្ងៃ' });
  const kinds = (await callApi(`/points?limit=10`, { bearer: token })).data.list.map(
    (row: { kind: string }) => row.kind,
  );
  expect(kinds).toEqual(expect.arrayContaining(['checkin', 'purchase', 'review', 'redemption']));
});

test('points calls need a token (1012) and valid input (400)', async () => {
  for (const [path, method] of [
    ['/signin', 'POST'],
    ['/mygrade', 'GET'],
    ['/points', 'GET'],
  ] as const) {
    const answer = await callApi(path, { method, lang: '2' });
    expect(answer).toMatchObject({ status: 401, code: 1012 });
    expect(answer.msg).toContain('ចូលគណនី');
  }
  const token = await demoToken();
  expect(await callApi(`/points?limit=500`, { bearer: token })).toMatchObject({ status: 400, code: 400 });
  expect(await callApi('/signin', { bearer: token, body: { time: 'yesterday' } })).toMatchObject({
    status: 400,
    code: 400,
  });
  expect(await callApi(`/mygrade?time=x`, { bearer: token })).toMatchObject({ status: 400, code: 400 });
});
