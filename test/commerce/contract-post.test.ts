import { expect, test } from 'vitest';
import { getTokenRequest, loginResponse, tokenResponse, authUserResponse } from '../../commerce/contract/accounts';
import { cartLineResponse, cartListResponse } from '../../commerce/contract/cart';
import { myGradeResponse, signInResponse } from '../../commerce/contract/points';
import { callApi, DEMO } from './call-api';

const envelopeOf = ({ code, msg, data }: { code: number; msg: string; data: unknown }) => ({ code, msg, data });

test('the sign-in hand-off and the token calls answer what the contract describes', async () => {
  const login = await callApi('/login', { body: { ...DEMO, time: '1763700000' } });
  expect(loginResponse.safeParse(envelopeOf(login)).success).toBe(true);
  const request = getTokenRequest.parse({ uid: String(login.data.uid), time: '1763700000', ticket: login.data.ticket });
  const token = await callApi('/gettoken', { body: request });
  expect(tokenResponse.safeParse(envelopeOf(token)).success).toBe(true);
  const bearer = token.data.token as string;
  expect(authUserResponse.safeParse(envelopeOf(await callApi('/auth/user', { bearer }))).success).toBe(true);
  expect(signInResponse.safeParse(envelopeOf(await callApi('/signin', { bearer, body: { time: '1' } }))).success).toBe(
    true,
  );
  expect(myGradeResponse.safeParse(envelopeOf(await callApi(`/mygrade?time=1`, { bearer }))).success).toBe(true);
  expect(
    cartLineResponse.safeParse(envelopeOf(await callApi('/addcart', { bearer, body: { goods_id: 300 } }))).success,
  ).toBe(true);
  expect(cartListResponse.safeParse(envelopeOf(await callApi(`/carlists?time=1`, { bearer }))).success).toBe(true);
});
