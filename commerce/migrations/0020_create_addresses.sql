-- Cambodian locations and shoppers' delivery addresses.
-- locations: the administrative tree with the gazetteer's code scheme (province or capital: 2 digits,
-- district or khan: 4, commune or sangkat: 6, village: 8); a child's code starts with its parent's.
CREATE TABLE locations (
  code TEXT PRIMARY KEY,
  parent_code TEXT REFERENCES locations (code),
  level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 4),
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL
);
CREATE INDEX locations_parent ON locations (parent_code, code);

-- A delivery address. Codes point into locations; the route checks that they form one chain.
-- The partial unique index allows one default address per shopper whatever requests race.
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  province_code TEXT NOT NULL REFERENCES locations (code),
  district_code TEXT REFERENCES locations (code),
  commune_code TEXT REFERENCES locations (code),
  village_code TEXT REFERENCES locations (code),
  street TEXT NOT NULL DEFAULT '',
  house TEXT NOT NULL DEFAULT '',
  landmark TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX addresses_user ON addresses (user_id, id);
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default = 1;
