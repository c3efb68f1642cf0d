import type { site as en } from '../en/site';

/** Khmer messages of the console's site section. */
export const site: typeof en = {
  heading: 'ផ្ទាំងផ្សព្វផ្សាយ ទំនាក់ទំនង និងតំណភ្ជាប់',
  intro:
    'គ្រប់ទំព័ររបស់ហាងបង្ហាញព័ត៌មានទាំងនេះ។ បើអត្ថបទផ្ទាំងទទេ ផ្ទាំងនោះមិនបង្ហាញជាភាសានោះទេ ហើយបណ្ដាញទំនាក់ទំនង ឬតំណភ្ជាប់ដែលទទេ មិនត្រូវបានបង្ហាញទេ។',
  topBanner: 'ផ្ទាំងខាងលើ (ពីលើក្បាលទំព័រ)',
  popup: 'ផ្ទាំងលោតឡើង (ទូរស័ព្ទ និងថេប្លេត ម្ដងក្នុងការចូលមើលនីមួយៗ)',
  contact: 'បណ្ដាញទំនាក់ទំនង',
  links: 'តំណភ្ជាប់បណ្ដាញសង្គម និងហាងកម្មវិធី',
  fields: {
    top_banner_en: 'អត្ថបទផ្ទាំងខាងលើជាភាសាអង់គ្លេស',
    top_banner_km: 'អត្ថបទផ្ទាំងខាងលើជាភាសាខ្មែរ',
    top_banner_cta_en: 'ប៊ូតុងផ្ទាំងខាងលើជាភាសាអង់គ្លេស',
    top_banner_cta_km: 'ប៊ូតុងផ្ទាំងខាងលើជាភាសាខ្មែរ',
    popup_en: 'អត្ថបទផ្ទាំងលោតឡើងជាភាសាអង់គ្លេស',
    popup_km: 'អត្ថបទផ្ទាំងលោតឡើងជាភាសាខ្មែរ',
    popup_cta_en: 'ប៊ូតុងផ្ទាំងលោតឡើងជាភាសាអង់គ្លេស',
    popup_cta_km: 'ប៊ូតុងផ្ទាំងលោតឡើងជាភាសាខ្មែរ',
    phone: 'ទូរស័ព្ទ',
    email: 'អ៊ីមែល',
    telegram_url: 'Telegram',
    facebook_url: 'Facebook',
    tiktok_url: 'TikTok',
    youtube_url: 'YouTube',
    app_store_url: 'App Store',
    play_store_url: 'Google Play',
  },
  save: 'រក្សាទុក',
  saved: 'បានរក្សាទុក។ ហាងបង្ហាញវាឥឡូវនេះ។',
  tooLong: (field, most) => `${field}៖ មិនលើស ${most} តួអក្សរ។`,
  badLink: (field) => `${field}៖ សូមសរសេរអាសយដ្ឋានពេញ ដែលចាប់ផ្ដើមដោយ https:// ឬទុកឱ្យទទេ។`,
  badPhone: 'ទូរស័ព្ទ៖ លេខ ដកឃ្លា និងសញ្ញាដាច់ (-) ដោយមាន + នៅមុខលេខកូដប្រទេស (ដូចជា +855 23 900 123) ឬទុកឱ្យទទេ។',
  badEmail: 'អ៊ីមែល៖ សូមសរសេរអាសយដ្ឋានដូចជា care@example.com ឬទុកឱ្យទទេ។',
};
