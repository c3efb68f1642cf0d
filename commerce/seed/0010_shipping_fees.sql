-- Delivery fee by province (official province codes). Phnom Penh is local delivery; the provinces go by
-- bus parcel services, dearer the further from the capital; free in Phnom Penh on orders over $20, as the
-- terms and the help centre say. Re-applied on every setup (INSERT OR REPLACE).
INSERT OR REPLACE INTO shipping_fees (province_code, name_en, name_km, fee_cents, free_over_cents) VALUES
  ('01', 'Banteay Meanchey', 'បន្ទាយមានជ័យ', 350, NULL),
  ('02', 'Battambang', 'បាត់ដំបង', 300, NULL),
  ('03', 'Kampong Cham', 'កំពង់ចាម', 250, NULL),
  ('04', 'Kampong Chhnang', 'កំពង់ឆ្នាំង', 250, NULL),
  ('05', 'Kampong Speu', 'កំពង់ស្ពឺ', 200, NULL),
  ('06', 'Kampong Thom', 'កំពង់ធំ', 250, NULL),
  ('07', 'Kampot', 'កំពត', 250, NULL),
  ('08', 'Kandal', 'កណ្ដាល', 150, NULL),
  ('09', 'Koh Kong', 'កោះកុង', 350, NULL),
  ('10', 'Kratie', 'ក្រចេះ', 350, NULL),
  ('11', 'Mondulkiri', 'មណ្ឌលគិរី', 450, NULL),
  ('12', 'Phnom Penh', 'ភ្នំពេញ', 150, 2000),
  ('13', 'Preah Vihear', 'ព្រះវិហារ', 400, NULL),
  ('14', 'Prey Veng', 'ព្រៃវែង', 250, NULL),
  ('15', 'Pursat', 'ពោធិ៍សាត់', 300, NULL),
  ('16', 'Ratanakiri', 'រតនគិរី', 450, NULL),
  ('17', 'Siem Reap', 'សៀមរាប', 300, NULL),
  ('18', 'Preah Sihanouk', 'ព្រះសីហនុ', 300, NULL),
  ('19', 'Stung Treng', 'ស្ទឹងត្រែង', 400, NULL),
  ('20', 'Svay Rieng', 'ស្វាយរៀង', 250, NULL),
  ('21', 'Takeo', 'តាកែវ', 200, NULL),
  ('22', 'Oddar Meanchey', 'ឧត្ដរមានជ័យ', 400, NULL),
  ('23', 'Kep', 'កែប', 250, NULL),
  ('24', 'Pailin', 'ប៉ៃលិន', 400, NULL),
  ('25', 'Tbong Khmum', 'ត្បូងឃ្មុំ', 300, NULL);
