import { addressResponse, locationsResponse, type Location } from '../../src/api/contract/addresses';
import type { AddressFormData } from '../../src/pages/AddressFormPage';
import { ApiError } from '../data/api-error';
import type { Commerce } from '../data/commerce';
import type { Loader } from './loader';

/** The children of a place (no parent: the provinces); places change rarely, so they come through the KV cache. */
export function loadLocations(api: Commerce, parent?: string): Promise<Location[]> {
  if (parent === undefined) return api.cached('locations', async () => (await api.get('/locations', locationsResponse)).data);
  return api.get('/locations', locationsResponse, { parent }).then((body) => body.data);
}

/**
 * Add (no id) or edit an address: the provinces and, when editing, the address and the children of
 * each of its places. Another shopper's address (or an unknown id) is a 404.
 */
export const addressForm: Loader = async ({ api, params }) => {
  if (!params.id) {
    const province = await loadLocations(api).catch(() => null);
    return { data: { address: null, options: province && { province, district: [], commune: [], village: [] } } satisfies AddressFormData };
  }
  try {
    const [{ data: address }, province] = await Promise.all([api.get(`/addresses/${params.id}`, addressResponse), loadLocations(api)]);
    const children = (code?: string) => (code ? loadLocations(api, code) : Promise.resolve([]));
    const [district, commune, village] = await Promise.all([children(address.province.code), children(address.district?.code), children(address.commune?.code)]);
    return { data: { address, options: { province, district, commune, village } } satisfies AddressFormData };
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return { notFound: true };
    return { data: { address: null, options: null } satisfies AddressFormData };
  }
};
