import { z } from 'zod';
import { envelope } from './envelope';
import { idSchema, intField, moneySchema, timeSchema } from './fields';

/**
 * A cart line. is_earnest: 0 normal, 1 down payment (earnest_money per item), 2 price-based (money).
 * `money` and `earnest_money` are re-read from the catalogue on every call (a live flash deal's or
 * promotion's price applies, decision 029); `limit` is the most one shopper may hold (stock, product
 * limit, a live deal's limit).
 */
export const cartItemSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  merchant_id: z.number().int(),
  image: z.string(),
  name: z.string(),
  money: moneySchema,
  num: z.number().int(),
  is_earnest: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  earnest_money: moneySchema,
  selected: z.union([z.literal(0), z.literal(1)]),
  stock: z.number().int(),
  limit: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A merchant's group of lines. */
export const cartGroupSchema = z.object({
  merchant_id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  child: z.array(cartItemSchema),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

/**
 * GET /api/carlists?token&time → {lists, count, total}: `count` is the number of items (sum of num);
 * `total` the selected lines' amount due now (earnest_money × num for is_earnest 1, money × num otherwise).
 */
export const cartListRequest = z.object({ time: timeSchema });
export const cartListSchema = z.object({
  lists: z.array(cartGroupSchema),
  count: z.number().int(),
  total: moneySchema,
});
export type CartList = z.infer<typeof cartListSchema>;
export const cartListResponse = envelope(cartListSchema);

/** POST /api/addcart {token, goods_id, num}: adds within stock and the per-shopper limit (409 otherwise). */
export const addCartRequest = z.object({
  goods_id: idSchema,
  num: intField(1, 99).default(1),
  time: timeSchema,
});
/** POST /api/cartnum {token, id, num}: sets a line's quantity (cart line id). */
export const cartNumRequest = z.object({ id: idSchema, num: intField(1, 99), time: timeSchema });
export const cartLineResponse = envelope(z.object({ id: z.number().int(), num: z.number().int() }));

const idList = z.union([z.array(idSchema).min(1).max(100), idSchema.transform((id) => [id])]);
/** POST /api/delcart {token, ids}: removes lines (one id or a list). */
export const removeCartRequest = z.object({ ids: idList, time: timeSchema });
/** POST /api/selectcart {token, ids?, selected}: selects lines for checkout (all lines without ids). */
export const selectCartRequest = z.object({
  ids: idList.optional(),
  selected: intField(0, 1),
  time: timeSchema,
});
export const cartChangedResponse = envelope(z.object({ changed: z.number().int() }));
