import { messageListRequest } from '../../commerce/contract/messages';
import { defineLoader } from './loader';

/** One page of the inbox (optionally one kind, from `?kind=`); null (an error block) when the API fails. */
export const messageList = defineLoader(async ({ api, query }) => {
  const input = messageListRequest.safeParse(Object.fromEntries(query));
  const { page, kind } = input.success ? input.data : { page: 1, kind: undefined };
  const params: Record<string, string> = { page: String(page), limit: '20', ...(kind ? { kind } : {}) };
  const inbox = await api.messages.list(params).catch(() => null);
  return { data: { inbox, kind: kind ?? null } };
});
