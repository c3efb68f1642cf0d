import { ApiError } from '../../commerce/contract/api-error';
import { defineLoader } from './loader';

/**
 * One message, as it is: reading it changes nothing (the page marks it read by a POST once shown);
 * another shopper's or an unknown id is a 404.
 */
export const messageDetail = defineLoader(async ({ api, params }) => {
  try {
    const message = await api.messages.detail({ id: params.id });
    return { data: { message }, head: { title: message.title } };
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return { notFound: true };
    return { data: { message: null } };
  }
});
