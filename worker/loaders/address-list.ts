import { addressListResponse } from '../../src/api/contract/addresses';
import type { AddressListData } from '../../src/pages/AddressListPage';
import type { Loader } from './loader';

/** The shopper's addresses; null (an error block) when the API fails. */
export const addressList: Loader = async ({ api }) => {
  const data: AddressListData = { addresses: await api.get('/addresses', addressListResponse).then((body) => body.data, () => null) };
  return { data };
};
