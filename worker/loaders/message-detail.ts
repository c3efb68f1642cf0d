import { messageResponse } from '../../commerce/contract/messages';
import { ApiError } from '../data/api-error';
import { defineLoader } from './loader';

/**
 * One message, as it is: reading it changes nothing (the page marks it read by a POST once shown);
 * another shopper's or an unknown id is a 404.
 */
export const messageDetail = defineLoader(async ({ api, params }) => {
  try {
    const { data: message } = await api.get(`/messages/${params.id}`, messageResponse);
    return { data: { message }, head: { title: message.title } };
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return { notFound: true };
    return { data: { message: null } };
  }
});
