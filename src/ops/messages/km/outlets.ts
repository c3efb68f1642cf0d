import type { outlets as en } from '../en/outlets';

/** Khmer messages of the console's outlets section. */
export const outlets: typeof en = {
  heading: 'សាខាសម្រាប់មកយកផ្ទាល់',
  add: 'បន្ថែមសាខា',
  edit: 'កែប្រែ',
  newHeading: 'សាខាថ្មី',
  fields: {
    name_en: 'ឈ្មោះជាភាសាអង់គ្លេស',
    name_km: 'ឈ្មោះជាភាសាខ្មែរ',
    address_en: 'អាសយដ្ឋានជាភាសាអង់គ្លេស',
    address_km: 'អាសយដ្ឋានជាភាសាខ្មែរ',
    province_en: 'ខេត្តជាភាសាអង់គ្លេស',
    province_km: 'ខេត្តជាភាសាខ្មែរ',
    phone: 'ទូរស័ព្ទ',
    hours: 'ម៉ោងបើក (HH:MM-HH:MM រៀងរាល់ថ្ងៃ)',
    lat: 'រយៈទទឹង',
    lng: 'រយៈបណ្ដោយ',
  },
  save: 'រក្សាទុក',
  saved: 'បានរក្សាទុក។ ហាងបង្ហាញសាខានេះឥឡូវនេះ។',
  missing: (field) => `សូមបំពេញ៖ ${field}។`,
  badHours: 'សូមសរសេរម៉ោងដូចជា 08:00-20:00 ដោយម៉ោងបើកមុនម៉ោងបិទ។',
  badPlace: 'រយៈទទឹង និងរយៈបណ្ដោយត្រូវតែជាទីតាំងក្នុងប្រទេសកម្ពុជា (រយៈទទឹង 10 ដល់ 15 រយៈបណ្ដោយ 102 ដល់ 108)។',
};
