import type { nav as en } from '../en/nav';

/** Khmer messages of the console's nav section. */
export const nav: typeof en = {
  today: 'ថ្ងៃនេះ',
  orders: 'ការបញ្ជាទិញ',
  products: 'ផលិតផល',
  members: 'សមាជិក',
  vouchers: 'ប័ណ្ណបញ្ចុះតម្លៃ',
  deals: 'ការលក់ពិសេសរយៈពេលខ្លី',
  promotions: 'ប្រូម៉ូសិន',
  help: 'មជ្ឈមណ្ឌលជំនួយ',
  pages: 'ទំព័រ',
  audit: 'កំណត់ត្រាសកម្មភាព',
  operators: 'អ្នកគ្រប់គ្រង',
  points: 'ពិន្ទុ',
  outlets: 'សាខា',
  site: 'ផ្ទាំងផ្សព្វផ្សាយ និងតំណភ្ជាប់',
  catalogue: 'បញ្ជីទំនិញ',
  reviews: 'ការវាយតម្លៃ',
  payments: 'ការបង់ប្រាក់',
  announcements: 'សេចក្ដីប្រកាស',
  dealsGroup: 'ការបញ្ចុះតម្លៃ',
  content: 'មាតិកា',
  shop: 'មើលហាង',
  otherLanguage: 'English',
};
