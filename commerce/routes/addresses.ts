import { memberRead, read, withReads } from '../read';
import { Hono } from 'hono';
import { addressRequest, locationsRequest } from '../contract/addresses';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import {
  addAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../db/addresses';
import { listLocations, locationLinks } from '../db/locations';
import { badRequest, fail, ok } from '../envelope';
import { isLocationChain } from '../location-chain';
import { pathId } from '../path-id';
import { requireUser } from '../require-user';
import { idOf, member, notFound, parsed, type Service } from '../service';
import type { Context } from 'hono';
import { answers, takes, type WithInput } from '../route-spec';
import { addressIdResponse, addressListResponse, addressResponse, locationsResponse } from '../contract/addresses';

/** The address's fields (valid by `addressRequest`), or null when its locations do not form one chain. */
async function addressInput(c: Context<WithInput<typeof addressRequest>>) {
  const input = c.get('valid');
  const codes = [input.province_code, input.district_code, input.commune_code, input.village_code];
  const links = await locationLinks(
    c.env.DB,
    codes.filter((code): code is string => Boolean(code)),
  );
  return isLocationChain(codes, links) ? input : null;
}

const missing = <E extends CommerceEnv>(c: Context<E>) => fail(c, 404, 'itemMissing', 404);

/** The children of a location (the provinces without `parent`). */
export const locations = (async (ctx, raw) =>
  listLocations(ctx.db, ctx.lang, parsed(locationsRequest, raw).parent ?? null)) satisfies Service<unknown>;

export const addressList = (async (ctx) =>
  listAddresses(ctx.db, ctx.lang, (await member(ctx)).id)) satisfies Service<unknown>;

export const address = (async (ctx, input) => {
  const { id: userId } = await member(ctx);
  const found = await getAddress(ctx.db, ctx.lang, userId, idOf(input));
  if (!found) throw notFound();
  return found;
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const addressReads = {
  locations: read('/locations', locationsResponse, locations),
  list: memberRead('/addresses', addressListResponse, addressList),
  detail: memberRead('/addresses/:id', addressResponse, address),
};

/** Cambodian locations (public) and the shopper's delivery addresses: list, one, add, update, delete, default. */
export const addresses = withReads(new Hono<CommerceEnv>(), addressReads)
  .post('/addresses/add', answers(addressIdResponse), requireUser(), takes(addressRequest), async (c) => {
    const input = await addressInput(c);
    if (!input) return badRequest(c);
    const id = await addAddress(c.env.DB, c.get('user').id, input, nowSeconds());
    return id ? ok(c, { id }, 'addressSaved') : fail(c, 409, 'addressLimit', 409);
  })
  .post('/addresses/:id/update', answers(addressIdResponse), requireUser(), takes(addressRequest), async (c) => {
    const id = pathId(c);
    const input = await addressInput(c);
    if (!id || !input) return badRequest(c);
    return (await updateAddress(c.env.DB, c.get('user').id, id, input)) ? ok(c, { id }, 'addressSaved') : missing(c);
  })
  .post('/addresses/:id/default', answers(addressIdResponse), requireUser(), async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    return (await setDefaultAddress(c.env.DB, c.get('user').id, id)) ? ok(c, { id }, 'addressSaved') : missing(c);
  })
  .post('/addresses/:id/delete', answers(addressIdResponse), requireUser(), async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    return (await deleteAddress(c.env.DB, c.get('user').id, id)) ? ok(c, { id }, 'addressDeleted') : missing(c);
  });
