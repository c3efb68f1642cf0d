import type { Address, Location, LocationOptions } from '../../commerce/contract/addresses';
import { ApiError } from '../../commerce/contract/api-error';
import type { Commerce } from '../data/commerce';
import { defineLoader } from './loader';

type AddressFormData = { address: Address | null; options: LocationOptions | null };

/** The children of a place (no parent: the provinces); places change rarely, so they come through the KV cache. */
export function loadLocations(api: Commerce, parent?: string): Promise<Location[]> {
  if (parent === undefined) return api.cached('locations', async () => await api.addresses.locations());
  return api.addresses.locations({ parent });
}

/**
 * Add (no id) or edit an address: the provinces and, when editing, the address and the children of
 * each of its places. Another shopper's address (or an unknown id) is a 404.
 */
export const addressForm = defineLoader(async ({ api, params }) => {
  if (!params.id) {
    const province = await loadLocations(api).catch(() => null);
    const data: AddressFormData = {
      address: null,
      options: province && { province, district: [], commune: [], village: [] },
    };
    return { data };
  }
  try {
    const [address, province] = await Promise.all([api.addresses.detail({ id: params.id }), loadLocations(api)]);
    const children = (code?: string) => (code ? loadLocations(api, code) : Promise.resolve([]));
    const [district, commune, village] = await Promise.all([
      children(address.province.code),
      children(address.district?.code),
      children(address.commune?.code),
    ]);
    const data: AddressFormData = { address, options: { province, district, commune, village } };
    return { data };
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return { notFound: true };
    const data: AddressFormData = { address: null, options: null };
    return { data };
  }
});
