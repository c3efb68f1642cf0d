// The shop's own pages in both languages. Each section: [English heading, Khmer heading, English
// paragraphs, Khmer paragraphs]. Plain text only: the pages show it escaped, never as HTML.

const company = [
  [
    'Who we are',
    'យើងជានរណា',
    [
      'Member Shop is the online shop of a Cambodian retail member-card programme. Since 2019 we have helped members buy phones, electronics, home appliances, fashion, groceries and more from trusted local merchants.',
      'Our team works from Phnom Penh, with outlets in Phnom Penh, Siem Reap, Battambang and Preah Sihanouk where you can pick up orders and get help in person.',
    ],
    [
      'ហាងសមាជិក គឺជាហាងអនឡាញរបស់កម្មវិធីប័ណ្ណសមាជិកលក់រាយនៅកម្ពុជា។ ចាប់តាំងពីឆ្នាំ 2019 មក យើងបានជួយសមាជិកទិញទូរស័ព្ទ គ្រឿងអេឡិចត្រូនិក ឧបករណ៍ប្រើប្រាស់ក្នុងផ្ទះ សម្លៀកបំពាក់ គ្រឿងទេស និងទំនិញជាច្រើនទៀតពីអ្នកលក់ក្នុងស្រុកដែលគួរឱ្យទុកចិត្ត។',
      'ក្រុមការងាររបស់យើងធ្វើការនៅរាជធានីភ្នំពេញ ហើយមានសាខានៅភ្នំពេញ សៀមរាប បាត់ដំបង និងព្រះសីហនុ ដែលអ្នកអាចមកយកទំនិញ និងទទួលជំនួយដោយផ្ទាល់។',
    ],
  ],
  [
    'What we promise',
    'អ្វីដែលយើងសន្យា',
    [
      'Genuine products from merchants we check, prices in US dollars with the riel amount beside them, and delivery across Cambodia: 1 to 2 days in Phnom Penh and 2 to 4 days to the provinces.',
      'If something is wrong with an order, our customer service team answers by phone, Telegram or e-mail, seven days a week.',
    ],
    [
      'ផលិតផលពិតប្រាកដពីអ្នកលក់ដែលយើងបានត្រួតពិនិត្យ តម្លៃជាដុល្លារអាមេរិក ដោយមានចំនួនជាប្រាក់រៀលនៅក្បែរ និងការដឹកជញ្ជូនទូទាំងប្រទេសកម្ពុជា៖ 1 ទៅ 2 ថ្ងៃក្នុងរាជធានីភ្នំពេញ និង 2 ទៅ 4 ថ្ងៃទៅកាន់ខេត្ត។',
      'ប្រសិនបើមានបញ្ហាជាមួយការបញ្ជាទិញ ក្រុមសេវាអតិថិជនរបស់យើងឆ្លើយតបតាមទូរស័ព្ទ Telegram ឬអ៊ីមែល ប្រាំពីរថ្ងៃក្នុងមួយសប្ដាហ៍។',
    ],
  ],
  [
    'The member programme',
    'កម្មវិធីសមាជិក',
    [
      'Every completed order earns {points_per_dollar} for each full dollar paid, and reviews and the daily check-in earn points too. Points raise your member grade (Silver, Gold, Platinum) and can be exchanged for vouchers.',
    ],
    [
      'រាល់ការបញ្ជាទិញដែលបានបញ្ចប់ ផ្ដល់ {points_per_dollar} សម្រាប់រាល់ 1 ដុល្លារពេញដែលបានបង់ ហើយការវាយតម្លៃ និងការចុះវត្តមានប្រចាំថ្ងៃក៏ផ្ដល់ពិន្ទុដែរ។ ពិន្ទុជួយដំឡើងកម្រិតសមាជិករបស់អ្នក (ប្រាក់ មាស ប្លាទីន) ហើយអាចប្ដូរជាប័ណ្ណបញ្ចុះតម្លៃបាន។',
    ],
  ],
];

const contact = [
  [
    'Head office',
    'ការិយាល័យកណ្ដាល',
    [
      'Member Shop Co., Ltd., No. 12, Street 289, Sangkat Boeung Kak 1, Khan Toul Kork, Phnom Penh, Cambodia.',
      'Visitors are welcome Monday to Saturday, 8:00 to 17:00.',
    ],
    [
      'ក្រុមហ៊ុន ហាងសមាជិក ឯ.ក ផ្ទះលេខ 12 ផ្លូវ 289 សង្កាត់បឹងកក់ 1 ខណ្ឌទួលគោក រាជធានីភ្នំពេញ ប្រទេសកម្ពុជា។',
      'សូមស្វាគមន៍ភ្ញៀវចាប់ពីថ្ងៃច័ន្ទ ដល់ថ្ងៃសៅរ៍ ម៉ោង 8:00 ដល់ 17:00។',
    ],
  ],
  [
    'Merchants and partners',
    'អ្នកលក់ និងដៃគូ',
    [
      'Would you like to sell on Member Shop? Write to us by e-mail with your shop name, what you sell and your province; our merchant team answers within two working days.',
    ],
    [
      'តើអ្នកចង់លក់នៅលើ ហាងសមាជិក ដែរឬទេ? សូមផ្ញើអ៊ីមែលមកយើង ដោយបញ្ជាក់ឈ្មោះហាង ទំនិញដែលអ្នកលក់ និងខេត្តរបស់អ្នក។ ក្រុមអ្នកលក់របស់យើងនឹងឆ្លើយតបក្នុងរយៈពេលពីរថ្ងៃធ្វើការ។',
    ],
  ],
];

const wechat = [
  [
    'Follow us on WeChat',
    'តាមដានយើងនៅលើ WeChat',
    [
      'Our official account, Member Shop Cambodia (ID: MemberShopKH), answers in Chinese, English and Khmer and posts new offers every week.',
    ],
    [
      'គណនីផ្លូវការរបស់យើង Member Shop Cambodia (ID: MemberShopKH) ឆ្លើយតបជាភាសាចិន អង់គ្លេស និងខ្មែរ ហើយផ្សព្វផ្សាយការផ្ដល់ជូនថ្មីៗរៀងរាល់សប្ដាហ៍។',
    ],
  ],
  [
    'How to follow',
    'របៀបតាមដាន',
    [
      'Open WeChat and tap the + button at the top right.',
      'Choose Scan and point your camera at the QR code on this page.',
      'Tap Follow. Send us a message at any time; we reply during customer-service hours.',
    ],
    [
      'បើកកម្មវិធី WeChat ហើយចុចប៊ូតុង + នៅខាងលើផ្នែកខាងស្ដាំ។',
      'ជ្រើសរើសមុខងារស្កេន ហើយតម្រង់កាមេរ៉ាទៅកូដ QR នៅលើទំព័រនេះ។',
      'ចុចប៊ូតុងតាមដាន។ អ្នកអាចផ្ញើសារមកយើងគ្រប់ពេល ហើយយើងនឹងឆ្លើយតបក្នុងម៉ោងសេវាអតិថិជន។',
    ],
  ],
];

const privacy = [
  [
    'Who we are',
    'យើងជានរណា',
    [
      'This policy explains how Member Shop Co., Ltd. ("we") handles personal information when you use this website and our app. Questions about it go to customer service.',
    ],
    [
      'គោលការណ៍នេះពន្យល់អំពីរបៀបដែលក្រុមហ៊ុន ហាងសមាជិក ឯ.ក ("យើង") គ្រប់គ្រងព័ត៌មានផ្ទាល់ខ្លួន នៅពេលអ្នកប្រើគេហទំព័រ និងកម្មវិធីរបស់យើង។ សំណួរទាក់ទងនឹងគោលការណ៍នេះ សូមផ្ញើមកសេវាអតិថិជន។',
    ],
  ],
  [
    'What we collect',
    'ព័ត៌មានដែលយើងប្រមូល',
    [
      'Your account: mobile number, name, e-mail address if you give one, and your password, which we store only as a salted hash.',
      'Your orders: items, delivery addresses, pick-up outlet, payment status and points. Card numbers are handled by the payment provider; we never see or store them.',
      'What you send us: messages to customer service and the e-mail address you sign up to the newsletter with.',
      'Technical data: the language you choose, and the network address of your device when you use the contact form, to stop abuse.',
    ],
    [
      'គណនីរបស់អ្នក៖ លេខទូរស័ព្ទ ឈ្មោះ អាសយដ្ឋានអ៊ីមែល (ប្រសិនបើអ្នកផ្ដល់ឱ្យ) និងពាក្យសម្ងាត់ ដែលយើងរក្សាទុកតែជាទម្រង់ hash ប៉ុណ្ណោះ។',
      'ការបញ្ជាទិញរបស់អ្នក៖ ទំនិញ អាសយដ្ឋានដឹកជញ្ជូន សាខាមកយកទំនិញ ស្ថានភាពការបង់ប្រាក់ និងពិន្ទុ។ លេខកាតត្រូវបានគ្រប់គ្រងដោយអ្នកផ្ដល់សេវាបង់ប្រាក់ យើងមិនដែលឃើញ ឬរក្សាទុកវាទេ។',
      'អ្វីដែលអ្នកផ្ញើមកយើង៖ សារទៅកាន់សេវាអតិថិជន និងអាសយដ្ឋានអ៊ីមែលដែលអ្នកប្រើចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មាន។',
      'ទិន្នន័យបច្ចេកទេស៖ ភាសាដែលអ្នកជ្រើសរើស និងអាសយដ្ឋានបណ្ដាញរបស់ឧបករណ៍អ្នក នៅពេលអ្នកប្រើទម្រង់ទំនាក់ទំនង ដើម្បីការពារការរំលោភបំពាន។',
    ],
  ],
  [
    'Cookies',
    'ខូគី',
    [
      'We use two cookies that the shop needs to work: "jwt" keeps you signed in and "time" records when you signed in. Both are removed when you sign out. Your language is part of the page address, not a cookie.',
      'Measurement tools (Google Analytics, the Meta pixel) are loaded only when the shop is configured to use them; they set their own cookies to count visits.',
    ],
    [
      'យើងប្រើខូគីពីរដែលហាងត្រូវការដើម្បីដំណើរការ៖ "jwt" រក្សាឱ្យអ្នកនៅក្នុងគណនី ហើយ "time" កត់ត្រាពេលដែលអ្នកចូលគណនី។ ខូគីទាំងពីរត្រូវបានលុបនៅពេលអ្នកចាកចេញ។ ភាសារបស់អ្នកគឺជាផ្នែកមួយនៃអាសយដ្ឋានទំព័រ មិនមែនជាខូគីទេ។',
      'ឧបករណ៍វាស់វែង (Google Analytics និង Meta pixel) ត្រូវបានដំណើរការតែនៅពេលហាងត្រូវបានកំណត់ឱ្យប្រើវាប៉ុណ្ណោះ ហើយវាកំណត់ខូគីផ្ទាល់ខ្លួនដើម្បីរាប់ចំនួនអ្នកចូលមើល។',
    ],
  ],
  [
    'How we use it',
    'របៀបដែលយើងប្រើប្រាស់',
    [
      "To deliver your orders, send one-time codes and order updates by SMS, keep your points, answer your questions and, if you signed up, send the newsletter. We share an order's name, phone and address only with the merchant and the delivery partner who need them. We never sell personal information.",
    ],
    [
      'ដើម្បីដឹកជញ្ជូនការបញ្ជាទិញ ផ្ញើលេខកូដផ្ទៀងផ្ទាត់ និងព័ត៌មានការបញ្ជាទិញតាមសារ SMS រក្សាពិន្ទុរបស់អ្នក ឆ្លើយសំណួររបស់អ្នក និងផ្ញើព្រឹត្តិបត្រព័ត៌មាន ប្រសិនបើអ្នកបានចុះឈ្មោះ។ យើងចែករំលែកឈ្មោះ លេខទូរស័ព្ទ និងអាសយដ្ឋាននៃការបញ្ជាទិញ តែជាមួយអ្នកលក់ និងដៃគូដឹកជញ្ជូនដែលត្រូវការវាប៉ុណ្ណោះ។ យើងមិនដែលលក់ព័ត៌មានផ្ទាល់ខ្លួនទេ។',
    ],
  ],
  [
    'How long we keep it',
    'រយៈពេលរក្សាទុក',
    [
      'Account details: while your account is open, and 30 days after you ask us to close it.',
      'Orders and invoices: 5 years, as Cambodian accounting rules require.',
      'Customer-service messages: 2 years. Contact-form network addresses: 1 hour. One-time codes: 5 minutes.',
      'Newsletter address: until you unsubscribe.',
    ],
    [
      'ព័ត៌មានគណនី៖ រយៈពេលដែលគណនីរបស់អ្នកនៅបើក និង 30 ថ្ងៃបន្ទាប់ពីអ្នកស្នើឱ្យយើងបិទវា។',
      'ការបញ្ជាទិញ និងវិក្កយបត្រ៖ 5 ឆ្នាំ តាមការតម្រូវនៃច្បាប់គណនេយ្យកម្ពុជា។',
      'សារសេវាអតិថិជន៖ 2 ឆ្នាំ។ អាសយដ្ឋានបណ្ដាញពីទម្រង់ទំនាក់ទំនង៖ 1 ម៉ោង។ លេខកូដផ្ទៀងផ្ទាត់៖ 5 នាទី។',
      'អាសយដ្ឋានអ៊ីមែលព្រឹត្តិបត្រព័ត៌មាន៖ រហូតដល់អ្នកឈប់ជាវ។',
    ],
  ],
  [
    'Your choices',
    'ជម្រើសរបស់អ្នក',
    [
      'You can see and correct your name, e-mail and mobile number in My account. Ask customer service for a copy of your data or to close your account; we answer within 30 days.',
    ],
    [
      'អ្នកអាចមើល និងកែឈ្មោះ អ៊ីមែល និងលេខទូរស័ព្ទរបស់អ្នកនៅក្នុង គណនីរបស់ខ្ញុំ។ សូមស្នើទៅសេវាអតិថិជន ដើម្បីទទួលបានច្បាប់ចម្លងទិន្នន័យរបស់អ្នក ឬដើម្បីបិទគណនី យើងនឹងឆ្លើយតបក្នុងរយៈពេល 30 ថ្ងៃ។',
    ],
  ],
];

const terms = [
  [
    'About these terms',
    'អំពីលក្ខខណ្ឌទាំងនេះ',
    [
      'These terms apply when you buy on Member Shop. Each product is sold by the merchant named on its page; we run the shop, take payment and look after delivery, returns and your points.',
    ],
    [
      'លក្ខខណ្ឌទាំងនេះអនុវត្តនៅពេលអ្នកទិញនៅលើ ហាងសមាជិក។ ផលិតផលនីមួយៗត្រូវបានលក់ដោយអ្នកលក់ដែលមានឈ្មោះនៅលើទំព័ររបស់វា។ យើងដំណើរការហាង ទទួលការបង់ប្រាក់ និងថែរក្សាការដឹកជញ្ជូន ការប្ដូរទំនិញវិញ និងពិន្ទុរបស់អ្នក។',
    ],
  ],
  [
    'Prices and payment',
    'តម្លៃ និងការបង់ប្រាក់',
    [
      'Prices are in US dollars. The riel amount beside them is at our exchange rate, which checkout shows, rounded to the nearest 100 riel. If you pay in riel, your KHQR code asks for that same amount.',
      'You pay by KHQR, from any Cambodian banking app, or in cash at pick-up or on delivery.',
    ],
    [
      'តម្លៃគិតជាដុល្លារអាមេរិក។ ចំនួនប្រាក់រៀលដែលបង្ហាញនៅក្បែរ គិតតាមអត្រាប្ដូរប្រាក់របស់យើង ដែលបង្ហាញនៅពេលទូទាត់ប្រាក់ ហើយបង្គត់ទៅ 100 រៀលដែលជិតបំផុត។ ប្រសិនបើអ្នកបង់ជាប្រាក់រៀល កូដ KHQR របស់អ្នកនឹងស្នើឱ្យបង់ចំនួនដដែលនោះ។',
      'អ្នកអាចបង់ប្រាក់តាម KHQR ពីកម្មវិធីធនាគារណាមួយនៅកម្ពុជា ឬជាសាច់ប្រាក់ពេលមកយក ឬពេលទទួលទំនិញ។',
    ],
  ],
  [
    'Down payments',
    'ប្រាក់កក់',
    [
      'Products marked "down payment" can be reserved by paying part of the price at checkout; the balance is paid on delivery or at pick-up.',
      'If you cancel before the merchant ships, or if we cannot supply the product, the down payment is refunded in full. If the balance is not paid within 7 days after we tell you the product is ready, the order is cancelled and the down payment refunded to your original payment method.',
    ],
    [
      'ផលិតផលដែលមានសញ្ញា "ប្រាក់កក់" អាចកក់ទុកបាន ដោយបង់ប្រាក់មួយផ្នែកនៃតម្លៃនៅពេលទូទាត់ប្រាក់ ហើយប្រាក់នៅសល់ត្រូវបង់នៅពេលទទួលទំនិញ ឬពេលមកយកផ្ទាល់នៅហាង។',
      'ប្រសិនបើអ្នកលុបចោលមុនពេលអ្នកលក់ផ្ញើទំនិញ ឬប្រសិនបើយើងមិនអាចផ្គត់ផ្គង់ផលិតផលបាន ប្រាក់កក់នឹងត្រូវបង្វិលជូនវិញទាំងស្រុង។ ប្រសិនបើប្រាក់នៅសល់មិនត្រូវបានបង់ក្នុងរយៈពេល 7 ថ្ងៃ បន្ទាប់ពីយើងជូនដំណឹងថាផលិតផលរួចរាល់ ការបញ្ជាទិញនឹងត្រូវលុបចោល ហើយប្រាក់កក់ត្រូវបង្វិលទៅវិធីបង់ប្រាក់ដើមរបស់អ្នក។',
    ],
  ],
  [
    'Delivery and pick-up',
    'ការដឹកជញ្ជូន និងការមកយកផ្ទាល់',
    [
      'Delivery takes 1 to 2 days in Phnom Penh and 2 to 4 days to the provinces. It is free in Phnom Penh for orders over $20; otherwise $1.50 in the city and $3 to the provinces. Pick-up at an outlet is free; we keep your order for 7 days.',
    ],
    [
      'ការដឹកជញ្ជូនចំណាយពេល 1 ទៅ 2 ថ្ងៃក្នុងរាជធានីភ្នំពេញ និង 2 ទៅ 4 ថ្ងៃទៅកាន់ខេត្ត។ ឥតគិតថ្លៃក្នុងរាជធានីភ្នំពេញ សម្រាប់ការបញ្ជាទិញលើសពី $20 បើមិនដូច្នោះទេ $1.50 ក្នុងទីក្រុង និង $3 ទៅកាន់ខេត្ត។ ការមកយកផ្ទាល់នៅសាខាគឺឥតគិតថ្លៃ ហើយយើងរក្សាទុកការបញ្ជាទិញរបស់អ្នករយៈពេល 7 ថ្ងៃ។',
    ],
  ],
  [
    'Returns and refunds',
    'ការប្ដូរទំនិញវិញ និងការបង្វិលប្រាក់',
    [
      'Unused products in their original box can be returned within 7 days of delivery. A product that arrives damaged or faulty is replaced or refunded if you tell us within 48 hours.',
      'Food, opened cosmetics and hygiene products cannot be returned unless they are faulty. Refunds go to the original payment method within 7 working days of the return reaching us.',
    ],
    [
      'ផលិតផលដែលមិនទាន់ប្រើ ហើយនៅក្នុងប្រអប់ដើម អាចប្ដូរវិញបានក្នុងរយៈពេល 7 ថ្ងៃបន្ទាប់ពីការដឹកជញ្ជូន។ ផលិតផលដែលមកដល់ដោយខូច ឬមានបញ្ហា នឹងត្រូវប្ដូរថ្មី ឬបង្វិលប្រាក់វិញ ប្រសិនបើអ្នកជូនដំណឹងមកយើងក្នុងរយៈពេល 48 ម៉ោង។',
      'អាហារ គ្រឿងសម្អាងដែលបានបើក និងផលិតផលអនាម័យ មិនអាចប្ដូរវិញបានទេ លើកលែងតែវាមានបញ្ហា។ ប្រាក់ត្រូវបង្វិលទៅវិធីបង់ប្រាក់ដើម ក្នុងរយៈពេល 7 ថ្ងៃធ្វើការ បន្ទាប់ពីទំនិញដែលប្ដូរវិញមកដល់យើង។',
    ],
  ],
  [
    'Member points',
    'ពិន្ទុសមាជិក',
    [
      'You earn {points_per_dollar} for each full dollar paid on a completed order, 20 points for a review with a photo or text, and 10 points for the daily check-in (once per day, Phnom Penh time).',
      'Points have no cash value, cannot be transferred and expire 12 months after they are earned. Lifetime points set your grade: Silver from 500, Gold from 2,000 and Platinum from 5,000. A refund takes back the points its money earned.',
    ],
    [
      'អ្នកទទួលបាន {points_per_dollar} សម្រាប់រាល់ 1 ដុល្លារពេញដែលបានបង់លើការបញ្ជាទិញដែលបានបញ្ចប់ 20 ពិន្ទុសម្រាប់ការវាយតម្លៃដែលមានរូបភាព ឬអត្ថបទ និង 10 ពិន្ទុសម្រាប់ការចុះវត្តមានប្រចាំថ្ងៃ (ម្ដងក្នុងមួយថ្ងៃ តាមម៉ោងភ្នំពេញ)។',
      'ពិន្ទុមិនមានតម្លៃជាសាច់ប្រាក់ មិនអាចផ្ទេរបាន ហើយផុតកំណត់ 12 ខែបន្ទាប់ពីទទួលបាន។ ពិន្ទុសរុបកំណត់កម្រិតសមាជិករបស់អ្នក៖ ប្រាក់ចាប់ពី 500 មាសចាប់ពី 2.000 និងប្លាទីនចាប់ពី 5.000។ ការសងប្រាក់វិញ នឹងដកពិន្ទុដែលប្រាក់នោះបានផ្ដល់មកវិញ។',
    ],
  ],
  [
    'Your account',
    'គណនីរបស់អ្នក',
    [
      'One account per mobile number. Keep your password to yourself; we will never ask for it by phone or message. We may close accounts used for fraud or abuse.',
    ],
    [
      'គណនីមួយសម្រាប់លេខទូរស័ព្ទមួយ។ សូមរក្សាពាក្យសម្ងាត់របស់អ្នកជាការសម្ងាត់ យើងមិនដែលសុំវាតាមទូរស័ព្ទ ឬសារទេ។ យើងអាចបិទគណនីដែលប្រើសម្រាប់ការក្លែងបន្លំ ឬការរំលោភបំពាន។',
    ],
  ],
];

/** slug, date last changed, outside link (a map, the WeChat account), sections. */
export const PAGES = [
  { slug: 'company', updated: '2026-10-01', link: '', sections: company },
  {
    slug: 'contact',
    updated: '2026-10-01',
    link: 'https://www.google.com/maps/search/?api=1&query=11.5786,104.8991',
    sections: contact,
  },
  { slug: 'wechat', updated: '2026-10-01', link: 'https://weixin.qq.com/r/MemberShopKH', sections: wechat },
  { slug: 'privacy', updated: '2026-10-15', link: '', sections: privacy },
  { slug: 'terms', updated: '2026-10-15', link: '', sections: terms },
];
