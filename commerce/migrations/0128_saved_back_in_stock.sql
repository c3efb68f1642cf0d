-- A saved product that comes back in stock tells each shopper who saved it, in their inbox, in both
-- languages (docs/decisions/042-saved-back-in-stock.md). A trigger is the one place that sees stock come
-- back whatever raised it: the console's product form or CSV import, an order cancelled, expired or
-- refunded. One message per shopper, product and Phnom Penh day (its `ref`), however often the stock
-- runs out and comes back that day. A hidden product's stock tells no one, nor a closed merchant's (the
-- 0122 triggers hide it again), and a suspended member is not told, as announcements skip them.
CREATE INDEX saved_products_product ON saved_products (product_id);
CREATE TRIGGER saved_products_back_in_stock AFTER UPDATE OF stock ON products
  WHEN OLD.stock = 0 AND NEW.stock > 0 AND NEW.hidden = 0
    AND NEW.merchant_id NOT IN (SELECT merchant_id FROM merchant_closures WHERE reopening = 0)
BEGIN
  INSERT INTO member_messages (user_id, kind, title_en, title_km, body_en, body_km, link, ref, created_at)
    SELECT user_id, 'promotion', 'Back in stock: ' || NEW.name_en, 'មានក្នុងស្តុកវិញហើយ៖ ' || NEW.name_km,
      'A product you saved is back in stock. Order it before it sells out again.',
      'ផលិតផលដែលអ្នកបានរក្សាទុក មានក្នុងស្តុកវិញហើយ។ សូមបញ្ជាទិញ មុនពេលវាលក់អស់ម្ដងទៀត។',
      '/products/' || NEW.id, 'back-in-stock:' || NEW.id || ':' || date('now', '+7 hours'),
      CAST(strftime('%s', 'now') AS INTEGER)
    FROM saved_products
    WHERE product_id = NEW.id AND user_id IN (SELECT id FROM users WHERE suspended_at IS NULL)
    ON CONFLICT (user_id, ref) DO NOTHING;
END;
