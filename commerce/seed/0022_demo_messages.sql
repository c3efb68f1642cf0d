-- The demo shopper's inbox: a welcome (read), an order update (their completed pick-up, seed 0011) and a
-- promotion (unread).

INSERT OR IGNORE INTO member_messages (id, user_id, kind, title_en, title_km, body_en, body_km, link, ref, read_at, created_at) VALUES
  (1, 1, 'account', 'Welcome to Member Shop', 'សូមស្វាគមន៍មកកាន់ហាងសមាជិក',
   'Thank you for joining. Check in every day to collect 10 points, and use your points for vouchers.',
   'សូមអរគុណដែលបានចូលជាសមាជិក។ ចុះវត្តមានរៀងរាល់ថ្ងៃ ដើម្បីទទួលបាន 10 ពិន្ទុ ហើយប្រើពិន្ទុរបស់អ្នកដើម្បីប្ដូរយកប័ណ្ណបញ្ចុះតម្លៃ។',
   '/accounts/points', 'welcome', 1758938400, 1758938400),
  (2, 1, 'order', 'Thank you for collecting your order', 'សូមអរគុណដែលបានមកយកការបញ្ជាទិញរបស់អ្នក',
   'You collected order 1 at Member Shop BKK1. We hope you enjoy it: write a review to earn points.',
   'អ្នកបានមកយកការបញ្ជាទិញលេខ 1 នៅហាងសមាជិក បឹងកេងកង 1 ហើយ។ សូមរីករាយ! សរសេរការវាយតម្លៃដើម្បីទទួលបានពិន្ទុ។',
   '/accounts/order-details/1', 'order-1-collected', NULL, 1792634400),
  (3, 1, 'promotion', 'Water Festival sale: up to 50% off', 'ការលក់បុណ្យអុំទូក៖ បញ្ចុះតម្លៃរហូតដល់ 50%',
   'The 11.11 Water Festival sale is on. Collect your coupons before they run out.',
   'ការលក់បុណ្យអុំទូក 11.11 បានចាប់ផ្ដើមហើយ។ សូមប្រមូលគូប៉ុងរបស់អ្នកមុនពេលអស់។',
   '/promotions/water-festival-sales-11.11', 'promo-11-11', NULL, 1792720800);
