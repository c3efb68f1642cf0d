// The shop around the products: brands, merchants, outlets and help-centre articles, in both languages.

/** [key, English, Khmer, goods category, English about, Khmer about] */
export const BRANDS = [
  ['samsung', 'Samsung', 'សាំស៊ុង', 1, 'Phones, TVs and home appliances from Korea.', 'ទូរស័ព្ទ ទូរទស្សន៍ និងឧបករណ៍ក្នុងផ្ទះពីប្រទេសកូរ៉េ។'],
  ['apple', 'Apple', 'អេបផល', 1, 'iPhone, iPad, Mac and AirPods.', 'iPhone, iPad, Mac និង AirPods។'],
  ['xiaomi', 'Xiaomi', 'សៀវមី', 1, 'Smart devices at honest prices.', 'ឧបករណ៍ឆ្លាតវៃក្នុងតម្លៃសមរម្យ។'],
  ['oppo', 'OPPO', 'អូប៉ូ', 1, 'Camera phones made for portraits.', 'ទូរស័ព្ទកាមេរ៉ាល្អសម្រាប់ថតរូប។'],
  ['vivo', 'vivo', 'វីវ៉ូ', 1, 'Long-lasting phones with fast charging.', 'ទូរស័ព្ទថ្មប្រើបានយូរ និងសាកលឿន។'],
  ['sony', 'Sony', 'សូនី', 2, 'TVs, headphones and speakers from Japan.', 'ទូរទស្សន៍ កាស និងឧបករណ៍បំពងសំឡេងពីប្រទេសជប៉ុន។'],
  ['lg', 'LG', 'អិលជី', 3, 'TVs, air conditioners and refrigerators.', 'ទូរទស្សន៍ ម៉ាស៊ីនត្រជាក់ និងទូទឹកកក។'],
  ['panasonic', 'Panasonic', 'ប៉ាណាសូនិក', 3, 'Reliable appliances for Cambodian homes.', 'ឧបករណ៍ប្រើប្រាស់ដែលអាចទុកចិត្តបានសម្រាប់គេហដ្ឋានខ្មែរ។'],
  ['sharp', 'Sharp', 'សាប', 3, 'Rice cookers, fridges and TVs.', 'ឆ្នាំងដាំបាយ ទូទឹកកក និងទូរទស្សន៍។'],
  ['honda', 'Honda', 'ហុងដា', 8, 'Genuine helmets, oil and parts for your Honda.', 'មួកសុវត្ថិភាព ប្រេង និងគ្រឿងបន្លាស់ពិតសម្រាប់ម៉ូតូ Honda។'],
  ['yamaha', 'Yamaha', 'យ៉ាម៉ាហា', 8, 'Original Yamaha parts and accessories.', 'គ្រឿងបន្លាស់ និងគ្រឿងតុបតែងដើមរបស់ Yamaha។'],
  ['nestle', 'Nestlé', 'ណេស្លេ', 7, 'Baby formula and coffee.', 'ទឹកដោះគោម្សៅទារក និងកាហ្វេ។'],
  ['dutchlady', 'Dutch Lady', 'ដាច់ឡេឌី', 7, 'Milk for growing children.', 'ទឹកដោះគោសម្រាប់កុមារកំពុងលូតលាស់។'],
  ['loreal', "L'Oréal Paris", 'ឡូរ៉េអាល់ ប៉ារីស', 5, 'Skincare and beauty from Paris.', 'ផលិតផលថែរក្សាស្បែក និងសម្ផស្សពីទីក្រុងប៉ារីស។'],
  ['adidas', 'adidas', 'អាឌីដាស', 4, 'Sportswear and running shoes.', 'សម្លៀកបំពាក់កីឡា និងស្បែកជើងរត់។'],
];

/** [English, Khmer, business category, goods top category, English city, Khmer city] */
export const MERCHANTS = [
  ['Angkor Mobile', 'អង្គរ ម៉ូបាល', 1, 1, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Sovannaphum Phone Shop', 'ហាងទូរស័ព្ទ សុវណ្ណភូមិ', 1, 1, 'Siem Reap', 'សៀមរាប'],
  ['Wat Phnom Gadgets', 'វត្តភ្នំ ហ្គាជែត', 1, 1, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Mekong Digital', 'មេគង្គ ឌីជីថល', 2, 2, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Phnom Penh Electronics', 'ភ្នំពេញ អេឡិចត្រូនិក', 2, 2, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Tonle Sap Home Appliances', 'ទន្លេសាប គ្រឿងប្រើប្រាស់ក្នុងផ្ទះ', 3, 3, 'Battambang', 'បាត់ដំបង'],
  ['Bayon Home & Living', 'បាយ័ន គេហដ្ឋាន', 3, 3, 'Siem Reap', 'សៀមរាប'],
  ['Riverside Boutique', 'ហាងសម្លៀកបំពាក់ មាត់ទន្លេ', 4, 4, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Lotus Fashion', 'ឡូតុស ហ្វេសិន', 4, 4, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Kampot Style', 'កំពត ស្ទាយ', 4, 4, 'Kampot', 'កំពត'],
  ['Lotus Pharmacy', 'ឱសថស្ថាន ផ្កាឈូក', 5, 5, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Kesor Beauty', 'កេសរ ប្យូធី', 5, 5, 'Sihanoukville', 'ព្រះសីហនុ'],
  ['Sovanna Mart', 'សុវណ្ណ ម៉ាត', 6, 6, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Psar Thmei Grocery', 'គ្រឿងទេស ផ្សារធំថ្មី', 6, 6, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Battambang Rice House', 'ផ្ទះអង្ករ បាត់ដំបង', 6, 6, 'Battambang', 'បាត់ដំបង'],
  ['Kep Coffee & Bakery', 'កែប កាហ្វេ និងនំ', 9, 6, 'Kep', 'កែប'],
  ['Little Angel Baby Store', 'ហាងទារក ទេវតាតូច', 7, 7, 'Phnom Penh', 'ភ្នំពេញ'],
  ['Mommy & Me', 'ម៉ាក់ និងកូន', 7, 7, 'Kampong Cham', 'កំពង់ចាម'],
  ['Siem Reap Moto', 'សៀមរាប ម៉ូតូ', 8, 8, 'Siem Reap', 'សៀមរាប'],
  ['Kampuchea Motor Parts', 'គ្រឿងបន្លាស់ម៉ូតូ កម្ពុជា', 8, 8, 'Phnom Penh', 'ភ្នំពេញ'],
];

/** [English, Khmer, English address, Khmer address, English province, Khmer province, phone, lat, lng] */
export const OUTLETS = [
  ['Member Shop Toul Kork', 'ម៉ែមប័រ ស្ហប ទួលគោក', 'No. 12, St. 289, Boeung Kak 1, Toul Kork', 'ផ្ទះលេខ ១២ ផ្លូវ ២៨៩ សង្កាត់បឹងកក់ ១ ខណ្ឌទួលគោក', 'Phnom Penh', 'ភ្នំពេញ', '023 880 101', 11.5786, 104.8991],
  ['Member Shop BKK1', 'ម៉ែមប័រ ស្ហប បឹងកេងកង ១', 'No. 45, St. 51, Boeung Keng Kang 1, Chamkar Mon', 'ផ្ទះលេខ ៤៥ ផ្លូវ ៥១ សង្កាត់បឹងកេងកង ១ ខណ្ឌចំការមន', 'Phnom Penh', 'ភ្នំពេញ', '023 880 102', 11.5534, 104.9244],
  ['Member Shop Sen Sok', 'ម៉ែមប័រ ស្ហប សែនសុខ', 'Street 1986, Phnom Penh Thmey, Sen Sok', 'ផ្លូវ ១៩៨៦ សង្កាត់ភ្នំពេញថ្មី ខណ្ឌសែនសុខ', 'Phnom Penh', 'ភ្នំពេញ', '023 880 103', 11.5957, 104.8829],
  ['Member Shop Siem Reap', 'ម៉ែមប័រ ស្ហប សៀមរាប', 'Sivatha Boulevard, Svay Dankum', 'មហាវិថីសិវុត្ថា សង្កាត់ស្វាយដង្គំ', 'Siem Reap', 'សៀមរាប', '063 960 104', 13.3571, 103.8552],
  ['Member Shop Battambang', 'ម៉ែមប័រ ស្ហប បាត់ដំបង', 'St. 3, Svay Por, near Psar Nat', 'ផ្លូវលេខ ៣ សង្កាត់ស្វាយប៉ោ ក្បែរផ្សារណាត់', 'Battambang', 'បាត់ដំបង', '053 950 105', 13.0957, 103.2022],
  ['Member Shop Sihanoukville', 'ម៉ែមប័រ ស្ហប ព្រះសីហនុ', 'Ekareach Street, Sangkat 2', 'ផ្លូវឯករាជ្យ សង្កាត់លេខ ២', 'Preah Sihanouk', 'ព្រះសីហនុ', '034 930 106', 10.6268, 103.5224],
];

/** [slug, English, Khmer, articles: [slug, English title, Khmer title, English body, Khmer body]] */
export const HELP = [
  ['orders', 'Orders & payment', 'ការបញ្ជាទិញ និងការបង់ប្រាក់', [
    ['how-to-order', 'How do I place an order?', 'តើខ្ញុំបញ្ជាទិញដោយរបៀបណា?', 'Add products to your cart, open the cart, choose delivery or pick-up and pay. You will get an SMS when your order is confirmed.', 'ដាក់ផលិតផលចូលកន្ត្រកទំនិញ បើកកន្ត្រក ជ្រើសរើសការដឹកជញ្ជូន ឬមកយកផ្ទាល់នៅហាង រួចបង់ប្រាក់។ អ្នកនឹងទទួលបានសារ SMS នៅពេលការបញ្ជាទិញត្រូវបានបញ្ជាក់។'],
    ['payment-methods', 'Which payment methods can I use?', 'តើខ្ញុំអាចបង់ប្រាក់តាមវិធីណាខ្លះ?', 'KHQR, from the app of any Cambodian bank (ABA, ACLEDA, Wing, Bakong and others), in US dollars or riel; or cash when you pick up your order or when it is delivered. You can pay a down payment by KHQR and the rest in cash.', 'KHQR ពីកម្មវិធីរបស់ធនាគារណាមួយនៅកម្ពុជា (ABA, ACLEDA, Wing, Bakong និងផ្សេងទៀត) ជាដុល្លារអាមេរិក ឬជាប្រាក់រៀល ឬជាសាច់ប្រាក់ពេលអ្នកមកយកទំនិញ ឬពេលទទួលទំនិញ។ អ្នកអាចបង់ប្រាក់កក់តាម KHQR ហើយបង់ប្រាក់នៅសល់ជាសាច់ប្រាក់។'],
    ['down-payment', 'How does a down payment work?', 'តើការបង់ប្រាក់កក់ដំណើរការយ៉ាងដូចម្ដេច?', 'Some products can be reserved with a down payment. You pay the deposit now and the rest when you collect the product or when it is delivered.', 'ផលិតផលខ្លះអាចកក់ទុកដោយបង់ប្រាក់កក់។ អ្នកបង់ប្រាក់កក់ឥឡូវនេះ ហើយបង់ប្រាក់ដែលនៅសល់ពេលមកយក ឬពេលដឹកជញ្ជូនដល់។'],
    ['cancel-order', 'Can I cancel an order?', 'តើខ្ញុំអាចលុបចោលការបញ្ជាទិញបានទេ?', 'You can cancel an order from My account until the merchant ships it. Refunds reach your account within 7 working days.', 'អ្នកអាចលុបចោលការបញ្ជាទិញពីគណនីរបស់ខ្ញុំ រហូតដល់អ្នកលក់ផ្ញើទំនិញចេញ។ ប្រាក់នឹងត្រូវបង្វិលសងក្នុងរយៈពេល ៧ ថ្ងៃធ្វើការ។'],
    ['invoice', 'How do I get an invoice?', 'តើខ្ញុំទទួលបានវិក្កយបត្រដោយរបៀបណា?', 'Every order has an invoice you can download from the order details page.', 'ការបញ្ជាទិញនីមួយៗមានវិក្កយបត្រដែលអ្នកអាចទាញយកពីទំព័រព័ត៌មានលម្អិតនៃការបញ្ជាទិញ។'],
  ]],
  ['delivery', 'Delivery & pick-up', 'ការដឹកជញ្ជូន និងការមកយក', [
    ['delivery-times', 'How long does delivery take?', 'តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មាន?', 'Orders in Phnom Penh arrive in 1 to 2 days; other provinces take 2 to 4 days.', 'ការបញ្ជាទិញក្នុងរាជធានីភ្នំពេញនឹងមកដល់ក្នុងរយៈពេល ១ ទៅ ២ ថ្ងៃ ហើយខេត្តផ្សេងៗចំណាយពេល ២ ទៅ ៤ ថ្ងៃ។'],
    ['delivery-fees', 'How much is delivery?', 'តើថ្លៃដឹកជញ្ជូនប៉ុន្មាន?', 'Delivery is free in Phnom Penh for orders over $20. Otherwise it costs $1.50 in the city and $3 to the provinces.', 'ការដឹកជញ្ជូនឥតគិតថ្លៃក្នុងរាជធានីភ្នំពេញ សម្រាប់ការបញ្ជាទិញលើសពី $20។ បើមិនដូច្នេះទេ ថ្លៃ $1.50 ក្នុងក្រុង និង $3 ទៅខេត្ត។'],
    ['pick-up', 'Can I pick up my order at a store?', 'តើខ្ញុំអាចមកយកទំនិញនៅហាងបានទេ?', 'Yes. Choose pick-up at checkout and one of our six outlets. We send an SMS when your order is ready.', 'បាទ/ចាស។ ជ្រើសរើសការមកយកផ្ទាល់ពេលទូទាត់ប្រាក់ និងហាងមួយក្នុងចំណោមហាងទាំងប្រាំមួយរបស់យើង។ យើងនឹងផ្ញើសារ SMS ពេលទំនិញរួចរាល់។'],
    ['track-order', 'How do I track my order?', 'តើខ្ញុំតាមដានការបញ្ជាទិញដោយរបៀបណា?', 'Open Orders in My account and choose the order to see each delivery step.', 'បើកការបញ្ជាទិញក្នុងគណនីរបស់ខ្ញុំ ហើយជ្រើសរើសការបញ្ជាទិញ ដើម្បីមើលដំណាក់កាលដឹកជញ្ជូននីមួយៗ។'],
    ['wrong-address', 'I entered the wrong address', 'ខ្ញុំបានបញ្ចូលអាសយដ្ឋានខុស', 'Call customer service as soon as possible; we can change the address until the parcel leaves the store.', 'សូមទូរស័ព្ទទៅសេវាអតិថិជនឱ្យបានឆាប់ យើងអាចប្ដូរអាសយដ្ឋានបាន រហូតដល់កញ្ចប់ចេញពីហាង។'],
  ]],
  ['returns', 'Returns & warranty', 'ការប្ដូរយកវិញ និងការធានា', [
    ['return-policy', 'What is the return policy?', 'តើគោលការណ៍ប្ដូរទំនិញវិញយ៉ាងដូចម្ដេច?', 'Unused products in their original box can be returned within 7 days of delivery.', 'ផលិតផលដែលមិនទាន់ប្រើ និងនៅក្នុងប្រអប់ដើម អាចប្ដូរវិញបានក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីទទួល។'],
    ['warranty', 'How do I claim a warranty?', 'តើខ្ញុំទាមទារការធានាដោយរបៀបណា?', 'Bring the product and its invoice to the merchant or any of our outlets. Warranty periods are shown on each product.', 'យកផលិតផល និងវិក្កយបត្រទៅកាន់អ្នកលក់ ឬហាងណាមួយរបស់យើង។ រយៈពេលធានាត្រូវបានបង្ហាញនៅលើផលិតផលនីមួយៗ។'],
    ['damaged-item', 'My product arrived damaged', 'ផលិតផលរបស់ខ្ញុំមកដល់ដោយខូច', 'Take a photo and contact us within 48 hours; we will replace it or refund you.', 'ថតរូប ហើយទាក់ទងមកយើងក្នុងរយៈពេល ៤៨ ម៉ោង យើងនឹងប្ដូរឱ្យថ្មី ឬបង្វិលប្រាក់ជូនអ្នក។'],
    ['refund-time', 'When will I get my refund?', 'តើពេលណាខ្ញុំនឹងទទួលបានប្រាក់វិញ?', 'Refunds are sent to the original payment method within 7 working days.', 'ប្រាក់ត្រូវបានបង្វិលទៅវិធីបង់ប្រាក់ដើម ក្នុងរយៈពេល ៧ ថ្ងៃធ្វើការ។'],
    ['exchange-size', 'Can I exchange clothes for another size?', 'តើខ្ញុំអាចប្ដូរសម្លៀកបំពាក់ជាទំហំផ្សេងបានទេ?', 'Yes, once per order within 7 days, as long as the tags are still on.', 'បាន ម្ដងក្នុងមួយការបញ្ជាទិញ ក្នុងរយៈពេល ៧ ថ្ងៃ ឱ្យតែស្លាកនៅជាប់។'],
  ]],
  ['account', 'Account & points', 'គណនី និងពិន្ទុ', [
    ['create-account', 'How do I create an account?', 'តើខ្ញុំបង្កើតគណនីដោយរបៀបណា?', 'Tap Sign up, enter your mobile number and the verification code we send by SMS, then choose a password.', 'ចុចចុះឈ្មោះ បញ្ចូលលេខទូរស័ព្ទ និងលេខកូដផ្ទៀងផ្ទាត់ដែលយើងផ្ញើតាមសារ SMS រួចជ្រើសរើសពាក្យសម្ងាត់។'],
    ['forgot-password', 'I forgot my password', 'ខ្ញុំភ្លេចពាក្យសម្ងាត់', 'Choose Forgot password on the sign-in page; we will send a code to your mobile to set a new one.', 'ជ្រើសរើសភ្លេចពាក្យសម្ងាត់នៅទំព័រចូលគណនី យើងនឹងផ្ញើលេខកូដទៅទូរស័ព្ទរបស់អ្នក ដើម្បីកំណត់ពាក្យសម្ងាត់ថ្មី។'],
    ['daily-check-in', 'How do I earn points?', 'តើខ្ញុំទទួលបានពិន្ទុដោយរបៀបណា?', 'Check in once a day for 10 points, and earn more with every purchase and review.', 'ចុះវត្តមានម្ដងក្នុងមួយថ្ងៃដើម្បីទទួលបាន ១០ ពិន្ទុ និងទទួលបានបន្ថែមទៀតពីការទិញ និងការវាយតម្លៃនីមួយៗ។'],
    ['member-grades', 'What are member grades?', 'តើកម្រិតសមាជិកជាអ្វី?', 'Silver, Gold and Platinum members get bigger discounts. Your grade rises with the points you collect.', 'សមាជិកកម្រិតប្រាក់ មាស និងប្លាទីន ទទួលបានការបញ្ចុះតម្លៃកាន់តែច្រើន។ កម្រិតរបស់អ្នកកើនឡើងតាមពិន្ទុដែលអ្នកប្រមូលបាន។'],
    ['change-phone', 'How do I change my phone number?', 'តើខ្ញុំប្ដូរលេខទូរស័ព្ទដោយរបៀបណា?', 'Open Profile, choose Phone and confirm the new number with the code we send to it.', 'បើកប្រវត្តិរូប ជ្រើសរើសលេខទូរស័ព្ទ ហើយបញ្ជាក់លេខថ្មីដោយលេខកូដដែលយើងផ្ញើទៅលេខនោះ។'],
  ]],
];
