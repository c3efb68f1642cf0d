import { expect, test } from 'vitest';
import { callApi, demoToken } from './call-api';

type Card = { id: number; money: string; market_money: string | null };
type DealItem = Card & { deal_money: string; stock_left: number };
type Slot = { starts_at: number; ends_at: number; child: DealItem[] };
type CartLine = { goods_id: number; money: string };

async function cartLines(token: string): Promise<CartLine[]> {
  const cart = (await callApi('/carlists?time=1', { bearer: token })).data;
  return cart.lists.flatMap((group: { child: CartLine[] }) => group.child);
}
const inCart = (lines: CartLine[]) => new Set(lines.map((line) => line.goods_id));

test('one price: a product in a live flash deal costs the deal price on its page, in lists, in "You may also like" and in the cart', async () => {
  const now = Date.now() / 1000;
  const slots = (await callApi('/flashdeals')).data as Slot[];
  const live = slots.filter((slot) => slot.starts_at <= now && now < slot.ends_at);
  // The cheapest live deal with deal stock left is the price, as the order charges it.
  const dealPrice = new Map<number, number>();
  for (const item of live.flatMap((slot) => slot.child).filter((item) => item.stock_left > 0)) {
    dealPrice.set(item.id, Math.min(dealPrice.get(item.id) ?? Infinity, Number(item.deal_money)));
  }
  expect(dealPrice.size).toBeGreaterThan(0);
  const token = await demoToken();
  for (const [id, price] of dealPrice) {
    const deal = price.toFixed(2);
    const detail = (await callApi(`/goods/${id}`)).data;
    expect(detail.money, `product ${id} page`).toBe(deal);
    expect(Number(detail.market_money), `product ${id} page, was`).toBeGreaterThan(price);
    // "You may also like" is the product's category, best selling first (worker/loaders/product.ts).
    const category = (await callApi(`/goods?category=${detail.category.id}&sort=best_selling&limit=50`)).data
      .list as Card[];
    expect(category.find((card) => card.id === id)?.money, `product ${id} in its category`).toBe(deal);
    const flashList = (await callApi('/goods?flash=1&limit=50')).data.list as Card[];
    expect(flashList.find((card) => card.id === id)?.money, `product ${id} in the flash list`).toBe(deal);
    if (!inCart(await cartLines(token)).has(id)) {
      const added = await callApi('/addcart', { bearer: token, body: { goods_id: id, num: 1 } });
      expect(added.code, `product ${id}: ${added.msg}`).toBe(0);
    }
  }
  const lines = await cartLines(token);
  for (const [id, price] of dealPrice) {
    expect(lines.find((line) => line.goods_id === id)?.money, `product ${id} in the cart`).toBe(price.toFixed(2));
  }
});
