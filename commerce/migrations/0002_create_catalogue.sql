-- The catalogue: merchants, brands, products (with a trigram full-text index), deals and content.
-- Money is integer US cents; times are Unix seconds (UTC). Names and texts exist in both languages.
-- Category references carry no foreign key: the category seed is re-applied with INSERT OR REPLACE.
CREATE TABLE merchants (
  id INTEGER PRIMARY KEY,
  business_category_id INTEGER NOT NULL,
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL,
  about_en TEXT NOT NULL,
  about_km TEXT NOT NULL,
  logo TEXT NOT NULL,
  city_en TEXT NOT NULL,
  city_km TEXT NOT NULL,
  phone TEXT NOT NULL,
  rating_x10 INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX merchants_category ON merchants (business_category_id, id);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  goods_category_id INTEGER NOT NULL,
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL,
  about_en TEXT NOT NULL,
  about_km TEXT NOT NULL,
  logo TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX brands_category ON brands (goods_category_id, sort);

-- is_earnest: 0 normal, 1 down payment of earnest_cents, 2 price-based (the programme's flag).
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  brand_id INTEGER REFERENCES brands (id),
  category_id INTEGER NOT NULL,
  top_category_id INTEGER NOT NULL,
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_km TEXT NOT NULL,
  specs_en TEXT NOT NULL DEFAULT '[]',
  specs_km TEXT NOT NULL DEFAULT '[]',
  image TEXT NOT NULL,
  gallery TEXT NOT NULL DEFAULT '[]',
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  compare_cents INTEGER CHECK (compare_cents IS NULL OR compare_cents > price_cents),
  is_earnest INTEGER NOT NULL DEFAULT 0 CHECK (is_earnest IN (0, 1, 2)),
  earnest_cents INTEGER NOT NULL DEFAULT 0,
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  limit_per_shopper INTEGER NOT NULL DEFAULT 10 CHECK (limit_per_shopper > 0),
  sold INTEGER NOT NULL DEFAULT 0,
  rating_x10 INTEGER NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  is_preorder INTEGER NOT NULL DEFAULT 0,
  ships_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX products_category_new ON products (category_id, created_at DESC);
CREATE INDEX products_top_category_new ON products (top_category_id, created_at DESC);
CREATE INDEX products_merchant_new ON products (merchant_id, created_at DESC);
CREATE INDEX products_brand_new ON products (brand_id, created_at DESC);
CREATE INDEX products_new ON products (created_at DESC);
CREATE INDEX products_price ON products (price_cents);
CREATE INDEX products_sold ON products (sold DESC);
CREATE INDEX products_rating ON products (rating_x10 DESC);
CREATE INDEX products_discount ON products (compare_cents) WHERE compare_cents IS NOT NULL;
CREATE INDEX products_preorder ON products (created_at DESC) WHERE is_preorder = 1;

-- Search over both names (trigram: Khmer has no spaces between words). Rebuilt after seeding.
CREATE VIRTUAL TABLE products_fts USING fts5 (name_en, name_km, content = 'products', content_rowid = 'id', tokenize = 'trigram');

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  author TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body_en TEXT NOT NULL,
  body_km TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX reviews_product ON reviews (product_id, created_at DESC);
CREATE INDEX reviews_merchant ON reviews (merchant_id, created_at DESC);

CREATE TABLE flash_deal_slots (
  id INTEGER PRIMARY KEY,
  title_en TEXT NOT NULL,
  title_km TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at)
);
CREATE TABLE flash_deal_items (
  slot_id INTEGER NOT NULL REFERENCES flash_deal_slots (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  deal_cents INTEGER NOT NULL,
  stock_left INTEGER NOT NULL CHECK (stock_left >= 0),
  limit_per_shopper INTEGER NOT NULL DEFAULT 2,
  PRIMARY KEY (slot_id, product_id)
);

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title_en TEXT NOT NULL,
  title_km TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_km TEXT NOT NULL,
  banner TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE TABLE promotion_items (
  promotion_id INTEGER NOT NULL REFERENCES promotions (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  promo_cents INTEGER NOT NULL,
  PRIMARY KEY (promotion_id, product_id)
);

-- kind 'voucher': shop-wide, kind 'coupon': one merchant's. Discount is either cents or percent.
CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('voucher', 'coupon')),
  merchant_id INTEGER REFERENCES merchants (id),
  title_en TEXT NOT NULL,
  title_km TEXT NOT NULL,
  terms_en TEXT NOT NULL,
  terms_km TEXT NOT NULL,
  discount_cents INTEGER NOT NULL DEFAULT 0,
  discount_percent INTEGER NOT NULL DEFAULT 0,
  min_spend_cents INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL,
  claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed <= total),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE INDEX coupons_kind ON coupons (kind, merchant_id, ends_at);

CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  title_en TEXT NOT NULL,
  title_km TEXT NOT NULL,
  value_cents INTEGER NOT NULL,
  price_cents INTEGER NOT NULL,
  image TEXT NOT NULL
);
CREATE INDEX gift_cards_merchant ON gift_cards (merchant_id);

-- A freebie: a product given with a qualifying order (min_spend_cents) while stock lasts.
CREATE TABLE freebies (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  title_en TEXT NOT NULL,
  title_km TEXT NOT NULL,
  terms_en TEXT NOT NULL,
  terms_km TEXT NOT NULL,
  min_spend_cents INTEGER NOT NULL,
  stock_left INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);

CREATE TABLE outlets (
  id INTEGER PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL,
  address_en TEXT NOT NULL,
  address_km TEXT NOT NULL,
  province_en TEXT NOT NULL,
  province_km TEXT NOT NULL,
  phone TEXT NOT NULL,
  hours TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL
);

CREATE TABLE help_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE help_articles (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES help_categories (id),
  slug TEXT NOT NULL UNIQUE,
  title_en TEXT NOT NULL,
  title_km TEXT NOT NULL,
  body_en TEXT NOT NULL,
  body_km TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX help_articles_category ON help_articles (category_id, sort);
