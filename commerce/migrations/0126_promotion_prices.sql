-- A promotion's price is what a product costs while the promotion is on (db/live-deal.ts `salePrice`):
-- every card, product page, cart line and order looks its product up here by product.
CREATE INDEX promotion_items_by_product ON promotion_items (product_id, promo_cents);
