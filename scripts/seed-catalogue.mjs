// What the shop sells, per goods subcategory: base products and their variants, in both languages.
// Each base: [English name, Khmer name, brand key or null, price in USD, English blurb, Khmer blurb].
// Each variant: [English, Khmer, price factor]; a base may carry its own variants as a 7th element. The generator combines them into 400 products.

const COLOURS = [
  ['Black', 'ពណ៌ខ្មៅ', 1],
  ['White', 'ពណ៌ស', 1],
  ['Blue', 'ពណ៌ខៀវ', 1],
  ['Grey', 'ពណ៌ប្រផេះ', 1],
  ['Red', 'ពណ៌ក្រហម', 1],
  ['Green', 'ពណ៌បៃតង', 1],
];
const SIZES = [
  ['size S', 'ទំហំ S', 1],
  ['size M', 'ទំហំ M', 1],
  ['size L', 'ទំហំ L', 1],
  ['size XL', 'ទំហំ XL', 1.05],
];

export const SUBCATEGORIES = [
  { id: 101, slug: 'smartphones', icon: 'phone', hue: 215, warranty: 12, bases: [
    ['Samsung Galaxy A15', 'ស្មាតហ្វូន Samsung Galaxy A15', 'samsung', 169, 'A bright 6.5-inch screen and a battery that lasts all day.', 'អេក្រង់ ៦.៥ អ៊ីញភ្លឺច្បាស់ និងថ្មប្រើបានពេញមួយថ្ងៃ។'],
    ['Samsung Galaxy S24', 'ស្មាតហ្វូន Samsung Galaxy S24', 'samsung', 799, 'A compact flagship with a 50 MP camera that shines at night.', 'ទូរស័ព្ទលំដាប់ខ្ពស់ទំហំតូច កាមេរ៉ា ៥០ មេហ្គាភិចសែល ថតពេលយប់បានល្អ។'],
    ['iPhone 15', 'ទូរស័ព្ទ iPhone 15', 'apple', 829, 'Dynamic Island, a 48 MP main camera and USB-C charging.', 'មាន Dynamic Island កាមេរ៉ាមេ ៤៨ មេហ្គាភិចសែល និងសាកតាម USB-C។'],
    ['iPhone 15 Pro Max', 'ទូរស័ព្ទ iPhone 15 Pro Max', 'apple', 1199, 'Titanium design, 5x telephoto camera and the A17 Pro chip.', 'តួធ្វើពីទីតាញ៉ូម កាមេរ៉ាពង្រីក ៥ ដង និងឈីប A17 Pro។'],
    ['Xiaomi Redmi Note 13', 'ស្មាតហ្វូន Xiaomi Redmi Note 13', 'xiaomi', 189, 'AMOLED display and 33 W fast charging at a friendly price.', 'អេក្រង់ AMOLED និងសាកលឿន ៣៣ វ៉ាត់ ក្នុងតម្លៃសមរម្យ។'],
    ['OPPO Reno 11', 'ស្មាតហ្វូន OPPO Reno 11', 'oppo', 399, 'A portrait camera made for selfies and slim, light design.', 'កាមេរ៉ាថតរូបបញ្ឈរសម្រាប់សែលហ្វី និងរាងស្ដើងស្រាល។'],
    ['vivo Y36', 'ស្មាតហ្វូន vivo Y36', 'vivo', 199, 'A 5000 mAh battery and 44 W charging for busy days.', 'ថ្ម ៥០០០ mAh និងសាក ៤៤ វ៉ាត់ សម្រាប់ថ្ងៃដែលរវល់។'],
  ], variants: [['128GB, Black', '១២៨GB ពណ៌ខ្មៅ', 1], ['128GB, Blue', '១២៨GB ពណ៌ខៀវ', 1], ['256GB, Green', '២៥៦GB ពណ៌បៃតង', 1.15]] },
  { id: 102, slug: 'tablets', icon: 'tablet', hue: 200, warranty: 12, bases: [
    ['iPad 10th generation', 'ថេប្លេត iPad ជំនាន់ទី ១០', 'apple', 449, 'A 10.9-inch Liquid Retina display for study and films.', 'អេក្រង់ Liquid Retina ១០.៩ អ៊ីញ សម្រាប់រៀន និងមើលភាពយន្ត។'],
    ['Samsung Galaxy Tab A9+', 'ថេប្លេត Samsung Galaxy Tab A9+', 'samsung', 229, 'An 11-inch screen with four speakers for the whole family.', 'អេក្រង់ ១១ អ៊ីញ ឧបករណ៍បំពងសំឡេង ៤ សម្រាប់ក្រុមគ្រួសារ។'],
    ['Xiaomi Pad 6', 'ថេប្លេត Xiaomi Pad 6', 'xiaomi', 349, 'A smooth 144 Hz screen and a battery for two days of reading.', 'អេក្រង់រលូន ១៤៤ Hz និងថ្មសម្រាប់អានបានពីរថ្ងៃ។'],
  ], variants: [['Wi-Fi 64GB', 'Wi-Fi ៦៤GB', 1], ['Wi-Fi 128GB', 'Wi-Fi ១២៨GB', 1.12], ['Wi-Fi + 4G 128GB', 'Wi-Fi + 4G ១២៨GB', 1.3], ['Wi-Fi 256GB', 'Wi-Fi ២៥៦GB', 1.35], ['Wi-Fi + 4G 256GB', 'Wi-Fi + 4G ២៥៦GB', 1.55], ['Wi-Fi 512GB', 'Wi-Fi ៥១២GB', 1.7]] },
  { id: 103, slug: 'phone-accessories', icon: 'charger', hue: 190, warranty: 6, bases: [
    ['20 W USB-C fast charger', 'ឆ្នាំងសាកលឿន USB-C ២០ វ៉ាត់', 'apple', 19, 'Charges a phone to half in about thirty minutes.', 'សាកទូរស័ព្ទបានពាក់កណ្ដាលក្នុងរយៈពេលប្រហែលសាមសិបនាទី។'],
    ['Shock-proof phone case', 'ស្រោមទូរស័ព្ទការពារការធ្លាក់', null, 9, 'Soft edges and raised corners protect the screen from drops.', 'គែមទន់ និងជ្រុងខ្ពស់ ការពារអេក្រង់ពេលធ្លាក់។'],
    ['10000 mAh power bank', 'ថ្មបម្រុង ១០០០០ mAh', 'xiaomi', 25, 'Two full phone charges in a pocket-sized pack.', 'សាកទូរស័ព្ទពេញបានពីរដង ទំហំល្មមដាក់ហោប៉ៅ។'],
    ['Tempered glass screen protector', 'កញ្ចក់ការពារអេក្រង់', null, 5, 'Clear 9H glass that keeps scratches off the screen.', 'កញ្ចក់ថ្លា 9H ការពារអេក្រង់ពីស្នាមឆ្កូត។'],
  ], variants: COLOURS.slice(0, 5) },
  { id: 201, slug: 'televisions', icon: 'tv', hue: 230, warranty: 24, bases: [
    ['Samsung Crystal UHD 4K smart TV', 'ទូរទស្សន៍ឆ្លាតវៃ Samsung Crystal UHD 4K', 'samsung', 429, 'Sharp 4K pictures with YouTube and Netflix built in.', 'រូបភាព 4K ច្បាស់ មាន YouTube និង Netflix ស្រាប់។'],
    ['LG 4K UHD smart TV', 'ទូរទស្សន៍ឆ្លាតវៃ LG 4K UHD', 'lg', 459, 'webOS and a Magic Remote that points like a mouse.', 'ប្រព័ន្ធ webOS និងតេឡេបញ្ជា Magic Remote ចង្អុលដូចកណ្ដុរ។'],
    ['Sony Bravia 4K Google TV', 'ទូរទស្សន៍ Sony Bravia 4K Google TV', 'sony', 649, 'Lifelike colour and Google TV with voice search.', 'ពណ៌ដូចធម្មជាតិ និង Google TV ស្វែងរកដោយសំឡេង។'],
    ['Sharp full HD LED TV', 'ទូរទស្សន៍ LED Sharp Full HD', 'sharp', 229, 'A simple, reliable TV for the bedroom or the shop.', 'ទូរទស្សន៍សាមញ្ញ ប្រើបានយូរ សម្រាប់បន្ទប់គេង ឬហាង។'],
  ], variants: [['43 inch', '៤៣ អ៊ីញ', 1], ['50 inch', '៥០ អ៊ីញ', 1.2], ['55 inch', '៥៥ អ៊ីញ', 1.35], ['65 inch', '៦៥ អ៊ីញ', 1.8], ['75 inch', '៧៥ អ៊ីញ', 2.4]] },
  { id: 202, slug: 'laptops', icon: 'laptop', hue: 250, warranty: 12, bases: [
    ['MacBook Air 13-inch M3', 'កុំព្យូទ័រយួរដៃ MacBook Air ១៣ អ៊ីញ M3', 'apple', 1099, 'Silent, fanless and up to 18 hours on one charge.', 'ស្ងាត់ គ្មានកង្ហារ ប្រើបានរហូតដល់ ១៨ ម៉ោងក្នុងមួយសាក។'],
    ['Samsung Galaxy Book4', 'កុំព្យូទ័រយួរដៃ Samsung Galaxy Book4', 'samsung', 749, 'A light 15.6-inch laptop for office and online classes.', 'កុំព្យូទ័រស្រាល ១៥.៦ អ៊ីញ សម្រាប់ការិយាល័យ និងរៀនអនឡាញ។'],
    ['Xiaomi RedmiBook 15', 'កុំព្យូទ័រយួរដៃ Xiaomi RedmiBook 15', 'xiaomi', 529, 'Core i5 performance with a full-size keyboard.', 'ដំណើរការ Core i5 និងក្ដារចុចទំហំពេញ។'],
  ], variants: [['8GB / 256GB', '៨GB / ២៥៦GB', 1], ['16GB / 512GB', '១៦GB / ៥១២GB', 1.25], ['Silver, 8GB / 512GB', 'ពណ៌ប្រាក់ ៨GB / ៥១២GB', 1.12], ['Grey, 16GB / 1TB', 'ពណ៌ប្រផេះ ១៦GB / ១TB', 1.45], ['Silver, 16GB / 512GB', 'ពណ៌ប្រាក់ ១៦GB / ៥១២GB', 1.27], ['Midnight, 8GB / 256GB', 'ពណ៌ខៀវចាស់ ៨GB / ២៥៦GB', 1.02]] },
  { id: 203, slug: 'audio', icon: 'headphones', hue: 280, warranty: 12, bases: [
    ['Sony WH-1000XM5 headphones', 'កាស Sony WH-1000XM5', 'sony', 349, 'Industry-leading noise cancelling for the bus and the office.', 'កាត់សំឡេងរំខានបានល្អបំផុត សម្រាប់ឡានក្រុង និងការិយាល័យ។'],
    ['AirPods Pro (2nd generation)', 'កាសឥតខ្សែ AirPods Pro ជំនាន់ទី ២', 'apple', 249, 'Active noise cancelling and a USB-C charging case.', 'កាត់សំឡេងរំខាន និងប្រអប់សាក USB-C។'],
    ['Xiaomi Redmi Buds 5', 'កាសឥតខ្សែ Xiaomi Redmi Buds 5', 'xiaomi', 35, 'Clear calls and 40 hours of music with the case.', 'និយាយទូរស័ព្ទច្បាស់ និងស្ដាប់តន្ត្រីបាន ៤០ ម៉ោងជាមួយប្រអប់។'],
    ['Sony portable Bluetooth speaker', 'ឧបករណ៍បំពងសំឡេង Bluetooth Sony', 'sony', 119, 'Waterproof, with deep bass for picnics by the river.', 'ការពារទឹក សំឡេងបាសខ្លាំង សម្រាប់ដើរលេងមាត់ទន្លេ។'],
    ['LG XBOOM party speaker', 'ឧបករណ៍បំពងសំឡេង LG XBOOM', 'lg', 299, 'Big sound and lights for weddings and family parties.', 'សំឡេងខ្លាំង និងភ្លើងចម្រុះ សម្រាប់ពិធីមង្គលការ និងជប់លៀង។'],
  ], variants: COLOURS.slice(0, 4) },
  { id: 301, slug: 'rice-cookers', icon: 'cooker', hue: 20, warranty: 12, bases: [
    ['Panasonic electric rice cooker', 'ឆ្នាំងដាំបាយអគ្គិសនី Panasonic', 'panasonic', 45, 'Fluffy rice every time and keeps it warm for hours.', 'បាយឆ្អិនទន់ល្អរាល់ពេល និងរក្សាកម្ដៅបានច្រើនម៉ោង។'],
    ['Sharp digital rice cooker', 'ឆ្នាំងដាំបាយឌីជីថល Sharp', 'sharp', 79, 'Programmes for white rice, brown rice and porridge.', 'មានកម្មវិធីសម្រាប់បាយស អង្ករសម្រូប និងបបរ។'],
    ['Xiaomi smart rice cooker', 'ឆ្នាំងដាំបាយឆ្លាតវៃ Xiaomi', 'xiaomi', 99, 'Start cooking from your phone before you get home.', 'ចាប់ផ្ដើមដាំបាយពីទូរស័ព្ទ មុនពេលអ្នកមកដល់ផ្ទះ។'],
    ['Stainless steel rice cooker', 'ឆ្នាំងដាំបាយដែកអ៊ីណុក', null, 29, 'A sturdy everyday cooker with a non-stick pot.', 'ឆ្នាំងរឹងមាំសម្រាប់ប្រើរាល់ថ្ងៃ ខ្ទះមិនជាប់។'],
  ], variants: [['1.0 L', '១.០ លីត្រ', 1], ['1.5 L', '១.៥ លីត្រ', 1.15], ['1.8 L', '១.៨ លីត្រ', 1.25], ['2.2 L', '២.២ លីត្រ', 1.4], ['2.8 L', '២.៨ លីត្រ', 1.6]] },
  { id: 302, slug: 'cooling', icon: 'fan', hue: 180, warranty: 24, bases: [
    ['Panasonic 1.5 HP inverter air conditioner', 'ម៉ាស៊ីនត្រជាក់ Inverter Panasonic ១.៥ សេះ', 'panasonic', 489, 'Cools quickly and saves up to 60% on electricity.', 'ត្រជាក់លឿន និងសន្សំអគ្គិសនីបានរហូតដល់ ៦០%។'],
    ['LG 1 HP dual inverter air conditioner', 'ម៉ាស៊ីនត្រជាក់ LG Dual Inverter ១ សេះ', 'lg', 529, 'Quiet at night with a fast cooling mode for hot afternoons.', 'ស្ងាត់ពេលយប់ និងមានរបៀបត្រជាក់លឿនសម្រាប់រសៀលក្ដៅ។'],
    ['Standing fan with remote', 'កង្ហារឈរមានតេឡេបញ្ជា', null, 39, 'Five blades, three speeds and a timer.', 'ស្លាបប្រាំ ល្បឿនបី និងកំណត់ម៉ោងបិទ។'],
    ['Panasonic ceiling fan', 'កង្ហារពិដាន Panasonic', 'panasonic', 89, 'Moves air across the whole room quietly.', 'បក់ខ្យល់ពេញបន្ទប់ដោយស្ងាត់។'],
  ], variants: [['white', 'ពណ៌ស', 1], ['grey', 'ពណ៌ប្រផេះ', 1], ['silver', 'ពណ៌ប្រាក់', 1.03], ['black', 'ពណ៌ខ្មៅ', 1.03], ['cream', 'ពណ៌ក្រែម', 1]] },
  { id: 303, slug: 'refrigerators', icon: 'fridge', hue: 195, warranty: 24, bases: [
    ['Samsung 300 L two-door refrigerator', 'ទូទឹកកក ២ ទ្វារ Samsung ៣០០ លីត្រ', 'samsung', 399, 'Digital inverter compressor and an all-around cooling flow.', 'ម៉ាស៊ីនបង្ហាប់ Digital Inverter និងខ្យល់ត្រជាក់ជុំវិញ។'],
    ['LG 600 L side-by-side refrigerator', 'ទូទឹកកកទ្វារពីរចំហៀង LG ៦០០ លីត្រ', 'lg', 1290, 'A large family fridge with a water dispenser.', 'ទូទឹកកកធំសម្រាប់គ្រួសារ មានកន្លែងចាក់ទឹក។'],
    ['Sharp 90 L mini refrigerator', 'ទូទឹកកកតូច Sharp ៩០ លីត្រ', 'sharp', 149, 'Fits under a desk or in a shop corner.', 'ដាក់ក្រោមតុ ឬជ្រុងហាងបាន។'],
    ['Panasonic 360 L inverter refrigerator', 'ទូទឹកកក Inverter Panasonic ៣៦០ លីត្រ', 'panasonic', 549, 'Keeps vegetables fresh longer with humidity control.', 'រក្សាបន្លែឱ្យស្រស់បានយូរ ដោយគ្រប់គ្រងសំណើម។'],
  ], variants: [['silver', 'ពណ៌ប្រាក់', 1], ['black', 'ពណ៌ខ្មៅ', 1.05], ['white', 'ពណ៌ស', 1], ['steel grey', 'ពណ៌ប្រផេះដែក', 1.05], ['glass black', 'កញ្ចក់ពណ៌ខ្មៅ', 1.15]] },
  { id: 401, slug: 'womens-clothing', icon: 'dress', hue: 330, warranty: 0, bases: [
    ['Cotton summer dress', 'រ៉ូបកប្បាសរដូវក្ដៅ', null, 24, 'Light cotton that stays cool in the Phnom Penh heat.', 'ក្រណាត់កប្បាសស្រាល ត្រជាក់ក្នុងអាកាសធាតុក្ដៅភ្នំពេញ។'],
    ['Silk blouse', 'អាវសូត្រនារី', null, 32, 'Woven Cambodian silk with a modern cut.', 'សូត្រខ្មែរត្បាញ កាត់តាមម៉ូដទំនើប។'],
    ['Sampot hol skirt', 'សំពត់ហូល', null, 59, 'Traditional hol weaving for ceremonies and Khmer New Year.', 'ក្បាច់ហូលបុរាណ សម្រាប់ពិធីបុណ្យ និងចូលឆ្នាំខ្មែរ។'],
    ['Adidas training leggings', 'ខោជើងវែងហាត់ប្រាណ Adidas', 'adidas', 35, 'Stretchy, quick-drying leggings for the gym or yoga.', 'ខោយឺត ស្ងួតលឿន សម្រាប់ហាត់ប្រាណ ឬយូហ្គា។'],
  ], variants: SIZES },
  { id: 402, slug: 'mens-clothing', icon: 'shirt', hue: 210, warranty: 0, bases: [
    ['Oxford long-sleeve shirt', 'អាវដៃវែង Oxford បុរស', null, 22, 'A crisp office shirt that is easy to iron.', 'អាវការិយាល័យស្អាត អ៊ុតងាយ។'],
    ['Krama cotton polo shirt', 'អាវប៉ូឡូកប្បាសលំនាំក្រមា', null, 18, 'A polo with a checked krama pattern on the collar.', 'អាវប៉ូឡូមានលំនាំក្រមាត្រង់ក។'],
    ['Adidas running T-shirt', 'អាវយឺតរត់ប្រណាំង Adidas', 'adidas', 28, 'Breathable fabric that keeps you dry.', 'ក្រណាត់ខ្យល់ចេញចូលបាន ជួយឱ្យស្ងួត។'],
    ['Slim-fit chino trousers', 'ខោជើងវែង Chino', null, 27, 'Smart trousers for work and weekends.', 'ខោស្អាតសម្រាប់ធ្វើការ និងចុងសប្ដាហ៍។'],
  ], variants: SIZES },
  { id: 403, slug: 'shoes-bags', icon: 'shoe', hue: 30, warranty: 0, bases: [
    ['Adidas Ultraboost running shoes', 'ស្បែកជើងរត់ Adidas Ultraboost', 'adidas', 159, 'Cushioned and springy for long runs along the riverside.', 'ទន់ និងខ្ទាត សម្រាប់រត់ចម្ងាយឆ្ងាយតាមមាត់ទន្លេ។'],
    ['Leather sandals', 'ស្បែកជើងសង្រែកស្បែក', null, 19, 'Handmade leather sandals for every day.', 'ស្បែកជើងសង្រែកស្បែកធ្វើដោយដៃ សម្រាប់ពាក់រាល់ថ្ងៃ។'],
    ['Canvas backpack', 'កាបូបស្ពាយក្រោយក្រណាត់', null, 29, 'Fits a 15-inch laptop and keeps out the rain.', 'ដាក់កុំព្យូទ័រ ១៥ អ៊ីញបាន និងការពារភ្លៀង។'],
    ['Woven rattan handbag', 'កាបូបដៃត្បាញពីផ្ដៅ', null, 25, 'Woven by hand in Siem Reap province.', 'ត្បាញដោយដៃនៅខេត្តសៀមរាប។'],
  ], variants: COLOURS.slice(0, 5) },
  { id: 501, slug: 'skincare', icon: 'bottle', hue: 345, warranty: 0, bases: [
    ["L'Oréal Revitalift day cream", "ក្រែមលាបពេលថ្ងៃ L'Oréal Revitalift", 'loreal', 18, 'Firms and moisturises with SPF for sunny days.', 'ជួយស្បែកណែន និងផ្ដល់សំណើម មាន SPF សម្រាប់ថ្ងៃក្ដៅ។'],
    ["L'Oréal micellar cleansing water", "ទឹកលាងមុខ Micellar L'Oréal", 'loreal', 8, 'Removes make-up gently without rinsing.', 'លុបគ្រឿងសំអាងដោយទន់ភ្លន់ មិនចាំបាច់លាងទឹក។'],
    ['SPF 50 sunscreen', 'ឡេការពារកម្ដៅថ្ងៃ SPF 50', null, 12, 'Light, non-greasy protection from the tropical sun.', 'ការពារកម្ដៅថ្ងៃត្រូពិច ស្រាល មិនខាញ់។'],
    ['Rice bran face mask', 'ម៉ាស់មុខកន្ទក់អង្ករ', null, 6, 'Made with Cambodian rice bran to brighten the skin.', 'ផលិតពីកន្ទក់អង្ករខ្មែរ ជួយឱ្យស្បែកភ្លឺថ្លា។'],
  ], variants: [['30 ml', '៣០ មីលីលីត្រ', 1], ['50 ml', '៥០ មីលីលីត្រ', 1.4], ['100 ml', '១០០ មីលីលីត្រ', 2.2], ['twin pack', 'កញ្ចប់ពីរ', 1.8], ['gift set', 'ឈុតកាដូ', 2.6]] },
  { id: 502, slug: 'vitamins', icon: 'pill', hue: 35, warranty: 0, bases: [
    ['Vitamin C 1000 mg tablets', 'ថ្នាំគ្រាប់វីតាមីន C ១០០០ មីលីក្រាម', null, 9, 'Supports the immune system during the rainy season.', 'ជួយប្រព័ន្ធការពាររាងកាយក្នុងរដូវភ្លៀង។'],
    ['Multivitamin for adults', 'វីតាមីនចម្រុះសម្រាប់មនុស្សពេញវ័យ', null, 15, 'Twenty-three vitamins and minerals in one tablet a day.', 'វីតាមីន និងសារធាតុរ៉ែ ២៣ មុខ ក្នុងមួយគ្រាប់ក្នុងមួយថ្ងៃ។'],
    ['Fish oil omega-3 capsules', 'គ្រាប់ប្រេងត្រី អូមេហ្គា-៣', null, 17, 'For a healthy heart and brain.', 'សម្រាប់បេះដូង និងខួរក្បាលមានសុខភាពល្អ។'],
    ['Calcium with vitamin D', 'កាល់ស្យូម និងវីតាមីន D', null, 12, 'Helps keep bones and teeth strong.', 'ជួយឱ្យឆ្អឹង និងធ្មេញរឹងមាំ។'],
  ], variants: [['30 tablets', '៣០ គ្រាប់', 1], ['60 tablets', '៦០ គ្រាប់', 1.8], ['90 tablets', '៩០ គ្រាប់', 2.5], ['120 tablets', '១២០ គ្រាប់', 3.1], ['family pack', 'កញ្ចប់គ្រួសារ', 3.6]] },
  { id: 601, slug: 'rice-noodles', icon: 'sack', hue: 45, warranty: 0, bases: [
    ['Phka Rumduol jasmine rice', 'អង្ករផ្កាម្លិះ ផ្ការំដួល', null, 12, 'Fragrant, soft, award-winning rice from Battambang.', 'អង្ករក្រអូប ទន់ ឈ្នះពានរង្វាន់ ពីខេត្តបាត់ដំបង។', [['1 kg', '១ គីឡូក្រាម', 0.25], ['5 kg', '៥ គីឡូក្រាម', 1], ['10 kg', '១០ គីឡូក្រាម', 1.9], ['25 kg', '២៥ គីឡូក្រាម', 4.5], ['50 kg', '៥០ គីឡូក្រាម', 8.6]]],
    ['Organic brown rice', 'អង្ករសម្រូបសរីរាង្គ', null, 9, 'Whole grain rice grown without chemicals.', 'អង្ករគ្រាប់ពេញ ដាំដុះដោយគ្មានជីគីមី។', [['1 kg', '១ គីឡូក្រាម', 0.25], ['5 kg', '៥ គីឡូក្រាម', 1], ['10 kg', '១០ គីឡូក្រាម', 1.9], ['25 kg', '២៥ គីឡូក្រាម', 4.5], ['50 kg', '៥០ គីឡូក្រាម', 8.6]]],
    ['Instant noodles, chicken flavour', 'មីកញ្ចប់រសជាតិសាច់មាន់', null, 6, 'A quick bowl of noodles, ready in three minutes.', 'មីមួយចានរហ័ស រួចរាល់ក្នុងបីនាទី។', [['pack of 5', 'កញ្ចប់ ៥', 0.3], ['box of 30', 'មួយកេស ៣០', 1], ['box of 60', 'មួយកេស ៦០', 1.9], ['500 g', '៥០០ ក្រាម', 0.4], ['1 kg', '១ គីឡូក្រាម', 0.75]]],
    ['Rice noodles (kuy teav)', 'គុយទាវស្ងួត', null, 4, 'Dried rice noodles for a homemade kuy teav breakfast.', 'គុយទាវស្ងួត សម្រាប់អាហារពេលព្រឹកធ្វើនៅផ្ទះ។', [['pack of 5', 'កញ្ចប់ ៥', 0.3], ['box of 30', 'មួយកេស ៣០', 1], ['box of 60', 'មួយកេស ៦០', 1.9], ['500 g', '៥០០ ក្រាម', 0.4], ['1 kg', '១ គីឡូក្រាម', 0.75]]],
  ], variants: [['1 kg', '១ គីឡូក្រាម', 0.3], ['5 kg', '៥ គីឡូក្រាម', 1], ['10 kg', '១០ គីឡូក្រាម', 1.9], ['25 kg', '២៥ គីឡូក្រាម', 4.5], ['box of 30', 'មួយកេស ៣០', 2]] },
  { id: 602, slug: 'drinks', icon: 'can', hue: 0, warranty: 0, bases: [
    ['Kampot pepper iced coffee', 'កាហ្វេទឹកកកម្រេចកំពត', null, 14, 'Ready-to-drink Cambodian coffee with a hint of pepper.', 'កាហ្វេខ្មែរស្រាប់ផឹក មានក្លិនម្រេចបន្តិច។', [['6 bottles', '៦ ដប', 0.5], ['12 bottles', '១២ ដប', 1], ['24 bottles', '២៤ ដប', 1.9], ['1.5 L, 6 bottles', '១.៥ លីត្រ ៦ ដប', 0.9], ['20 L refill', 'ធុង ២០ លីត្រ', 0.6]]],
    ['Mineral water', 'ទឹកសុទ្ធ', null, 4, 'Clean drinking water for home and office.', 'ទឹកស្អាតសម្រាប់ផ្ទះ និងការិយាល័យ។', [['6 bottles', '៦ ដប', 0.5], ['12 bottles', '១២ ដប', 1], ['24 bottles', '២៤ ដប', 1.9], ['1.5 L, 6 bottles', '១.៥ លីត្រ ៦ ដប', 0.9], ['20 L refill', 'ធុង ២០ លីត្រ', 0.6]]],
    ['Nescafé 3-in-1 coffee mix', 'កាហ្វេ Nescafé ៣ ក្នុង ១', 'nestle', 7, 'Coffee, creamer and sugar in one stick.', 'កាហ្វេ ក្រែម និងស្ករ ក្នុងមួយកញ្ចប់។', [['box of 10 sticks', 'ប្រអប់ ១០ កញ្ចប់', 0.4], ['bag of 30 sticks', 'ថង់ ៣០ កញ្ចប់', 1], ['bag of 50 sticks', 'ថង់ ៥០ កញ្ចប់', 1.6], ['bag of 100 sticks', 'ថង់ ១០០ កញ្ចប់', 3], ['gift box', 'ប្រអប់កាដូ', 1.5]]],
    ['Fresh coconut water', 'ទឹកដូងស្រស់', null, 18, 'Pure coconut water from Kampong Cham.', 'ទឹកដូងសុទ្ធពីខេត្តកំពង់ចាម។', [['6 bottles', '៦ ដប', 0.5], ['12 bottles', '១២ ដប', 1], ['24 bottles', '២៤ ដប', 1.9], ['1.5 L, 6 bottles', '១.៥ លីត្រ ៦ ដប', 0.9], ['20 L refill', 'ធុង ២០ លីត្រ', 0.6]]],
  ], variants: [['pack of 6', 'កញ្ចប់ ៦', 0.5], ['case of 12', 'មួយកេស ១២', 1], ['case of 24', 'មួយកេស ២៤', 1.9], ['bag of 50', 'ថង់ ៥០', 1.6], ['family box', 'ប្រអប់គ្រួសារ', 2.2]] },
  { id: 603, slug: 'sauces-spices', icon: 'jar', hue: 15, warranty: 0, bases: [
    ['Kampot black pepper', 'ម្រេចខ្មៅកំពត', null, 9, 'Protected-origin pepper with a warm, floral heat.', 'ម្រេចមានប្រភពដើមការពារ ហឹរក្រអូប។'],
    ['Fish sauce', 'ទឹកត្រី', null, 3, 'Naturally fermented anchovy fish sauce.', 'ទឹកត្រីផលិតពីត្រីកំពឹស ធ្វើតាមបែបធម្មជាតិ។'],
    ['Prahok fermented fish paste', 'ប្រហុក', null, 5, 'The heart of Khmer cooking, from the Tonle Sap.', 'បេះដូងនៃម្ហូបខ្មែរ មកពីទន្លេសាប។'],
    ['Kroeung lemongrass paste', 'គ្រឿងស្លឹកគ្រៃ', null, 4, 'Ready-made kroeung for amok and samlor.', 'គ្រឿងស្រាប់ សម្រាប់ធ្វើអាម៉ុក និងសម្ល។'],
  ], variants: [['100 g', '១០០ ក្រាម', 1], ['250 g', '២៥០ ក្រាម', 2], ['500 g', '៥០០ ក្រាម', 3.5], ['gift box', 'ប្រអប់កាដូ', 4], ['pack of 3', 'កញ្ចប់ ៣', 2.7]] },
  { id: 701, slug: 'diapers', icon: 'diaper', hue: 190, warranty: 0, bases: [
    ['Soft tape diapers', 'កន្ទបទារកបិទស្អិត', null, 14, 'Soft and dry for up to twelve hours.', 'ទន់ និងស្ងួតរហូតដល់ ១២ ម៉ោង។'],
    ['Pull-up pants diapers', 'កន្ទបខោទារក', null, 16, 'Easy to put on for active babies.', 'ពាក់ងាយសម្រាប់ទារកដែលរពិសរពិល។'],
    ['Baby wipes, fragrance-free', 'ក្រដាសសើមទារក គ្មានក្លិនក្រអូប', null, 5, 'Gentle wipes for sensitive skin.', 'ក្រដាសសើមទន់ សម្រាប់ស្បែកងាយរលាក។'],
  ], variants: [['size S (4-8 kg)', 'ទំហំ S (៤-៨ គីឡូក្រាម)', 1], ['size M (6-11 kg)', 'ទំហំ M (៦-១១ គីឡូក្រាម)', 1.05], ['size L (9-14 kg)', 'ទំហំ L (៩-១៤ គីឡូក្រាម)', 1.1], ['size XL (12-17 kg)', 'ទំហំ XL (១២-១៧ គីឡូក្រាម)', 1.15], ['jumbo pack', 'កញ្ចប់ធំ', 1.9], ['size XXL (15-25 kg)', 'ទំហំ XXL (១៥-២៥ គីឡូក្រាម)', 1.2]] },
  { id: 702, slug: 'baby-milk', icon: 'babybottle', hue: 55, warranty: 0, bases: [
    ['Nestlé NAN Optipro formula', 'ទឹកដោះគោម្សៅ Nestlé NAN Optipro', 'nestle', 28, 'Infant formula with protein made for little tummies.', 'ទឹកដោះគោម្សៅទារក មានប្រូតេអ៊ីនសមស្របនឹងក្រពះតូច។'],
    ['Dutch Lady growing-up milk', 'ទឹកដោះគោ Dutch Lady សម្រាប់កុមារ', 'dutchlady', 19, 'Milk powder with DHA for growing children.', 'ទឹកដោះគោម្សៅមាន DHA សម្រាប់កុមារកំពុងលូតលាស់។'],
    ['Nestlé Lactogen formula', 'ទឹកដោះគោម្សៅ Nestlé Lactogen', 'nestle', 16, 'A trusted everyday formula.', 'ទឹកដោះគោម្សៅដែលគេទុកចិត្តសម្រាប់រាល់ថ្ងៃ។'],
  ], variants: [['stage 1 (0-6 months), 400 g', 'ដំណាក់កាលទី ១ (០-៦ ខែ) ៤០០ ក្រាម', 1], ['stage 2 (6-12 months), 400 g', 'ដំណាក់កាលទី ២ (៦-១២ ខែ) ៤០០ ក្រាម', 1], ['stage 3 (1-3 years), 800 g', 'ដំណាក់កាលទី ៣ (១-៣ ឆ្នាំ) ៨០០ ក្រាម', 1.8], ['stage 1, 800 g', 'ដំណាក់កាលទី ១ ៨០០ ក្រាម', 1.85], ['stage 2, 800 g', 'ដំណាក់កាលទី ២ ៨០០ ក្រាម', 1.85]] },
  { id: 801, slug: 'helmets', icon: 'helmet', hue: 5, warranty: 6, bases: [
    ['Full-face motorbike helmet', 'មួកសុវត្ថិភាពពេញមុខ', null, 45, 'Certified full-face protection with a clear visor.', 'ការពារពេញមុខ មានវិញ្ញាបនបត្រ និងកញ្ចក់ថ្លា។'],
    ['Half-face city helmet', 'មួកសុវត្ថិភាពពាក់កណ្ដាលមុខ', null, 19, 'Light and cool for rides around town.', 'ស្រាល និងត្រជាក់ សម្រាប់ជិះក្នុងក្រុង។'],
    ['Honda open-face helmet', 'មួកសុវត្ថិភាព Honda', 'honda', 35, 'The official Honda helmet with a sun visor.', 'មួកសុវត្ថិភាពផ្លូវការរបស់ Honda មានរបាំងថ្ងៃ។'],
    ["Children's helmet", 'មួកសុវត្ថិភាពកុមារ', null, 15, 'Bright colours and a snug fit for young riders.', 'ពណ៌ភ្លឺ និងពាក់ត្រូវល្មម សម្រាប់កុមារ។'],
  ], variants: COLOURS.slice(0, 5) },
  { id: 802, slug: 'motorbike-parts', icon: 'gear', hue: 100, warranty: 6, bases: [
    ['Honda Dream engine oil', 'ប្រេងម៉ាស៊ីន Honda Dream', 'honda', 6, 'Genuine 4-stroke oil for smooth, quiet running.', 'ប្រេងម៉ាស៊ីន ៤ ចង្វាក់ពិតប្រាកដ ឱ្យម៉ាស៊ីនដើររលូន និងស្ងាត់។'],
    ['Yamaha brake pads', 'បន្ទះហ្វ្រាំង Yamaha', 'yamaha', 12, 'Reliable stopping in the rainy season.', 'ហ្វ្រាំងជាប់ល្អក្នុងរដូវភ្លៀង។'],
    ['Motorbike tyre 80/90-17', 'កង់ម៉ូតូ 80/90-17', null, 24, 'A tubeless tyre with good grip on wet roads.', 'កង់គ្មានពោះវៀន ចាប់ផ្លូវសើមបានល្អ។'],
    ['Honda 12 V battery', 'អាគុយ Honda ១២ វ៉ុល', 'honda', 29, 'Maintenance-free battery for easy starts.', 'អាគុយមិនចាំបាច់ថែទាំ ឆេះម៉ាស៊ីនងាយ។'],
    ['Yamaha Grand Filano mirror set', 'កញ្ចក់មើលក្រោយ Yamaha Grand Filano', 'yamaha', 15, 'A pair of original chrome mirrors.', 'កញ្ចក់មួយគូ ផលិតដោយក្រុមហ៊ុនដើម។'],
  ], variants: [['standard', 'ធម្មតា', 1], ['premium', 'ពិសេស', 1.3], ['pack of 2', 'កញ្ចប់ ២', 1.9], ['with fitting', 'រួមទាំងការដំឡើង', 1.2]] },
];
