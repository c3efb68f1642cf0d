-- The demo shopper's delivery addresses: a default one in Phnom Penh (BKK 1, Phum 3) and one in Siem Reap.

INSERT OR IGNORE INTO addresses (id, user_id, name, phone, province_code, district_code, commune_code, village_code, street, house, landmark, is_default, created_at) VALUES
  (1, 1, 'Chan Sokha', '85512345678', '12', '1213', '121301', '12130103', 'Street 278', '#45B', 'Near the Independence Monument', 1, 1758938400),
  (2, 1, 'Chan Dara', '85517888999', '17', '1710', '171001', NULL, 'Sivatha Boulevard', '#12', 'Opposite the Old Market', 0, 1758938500);
