import { messageResponse, unreadResponse } from '../../src/api/contract/messages';
import { ApiError } from '../data/api-error';
import { defineLoader } from './loader';

/**
 * One message (opening it marks it read, so the unread count is read after it, for the header's badge);
 * another shopper's or an unknown id is a 404.
 */
export const messageDetail = defineLoader(async ({ api, params }) => {
  try {
    const { data: message } = await api.get(`/messages/${params.id}`, messageResponse);
    const unread = await api.get('/messages/unread', unreadResponse).then(
      (body) => body.data.unread,
      () => null,
    );
    return { data: { message, unread }, head: { title: message.title } };
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return { notFound: true };
    return { data: { message: null, unread: null } };
  }
});
