import type { operators as en } from '../en/operators';

/** Khmer messages of the console's operators section. */
export const operators: typeof en = {
  heading: 'អ្នកគ្រប់គ្រង',
  add: 'បន្ថែមអ្នកគ្រប់គ្រង',
  name: 'ឈ្មោះ',
  email: 'អ៊ីមែល',
  role: 'តួនាទី',
  twoStep: 'ពីរជំហាន',
  status: 'ស្ថានភាព',
  active: 'សកម្ម',
  disabled: 'បានបិទ',
  on: 'បើក',
  off: 'បិទ',
  create: 'បន្ថែម',
  saveRole: 'ប្ដូរតួនាទី',
  disable: 'បិទ',
  enable: 'បើកវិញ',
  resetPassword: 'ពាក្យសម្ងាត់ថ្មី',
  twoStepOff: 'បិទការចូលពីរជំហាន',
  you: '(អ្នក)',
  created: (email, password) => `${email} អាចចូលដោយពាក្យសម្ងាត់ ${password}។ វាបង្ហាញតែម្ដងនេះប៉ុណ្ណោះ៖ សូមប្រគល់ឱ្យពួកគេដោយផ្ទាល់។`,
  passwordReset: (email, password) =>
    `ពាក្យសម្ងាត់ថ្មីរបស់ ${email} គឺ ${password}។ វាបង្ហាញតែម្ដងនេះប៉ុណ្ណោះ ហើយវគ្គចូលរបស់ពួកគេត្រូវបានបញ្ចប់។`,
  saved: 'បានរក្សាទុក។',
  badEmail: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលរបស់អ្នកគ្រប់គ្រង។',
  badName: 'សូមបញ្ចូលឈ្មោះពី 1 ដល់ 80 តួអក្សរ។',
  taken: 'មានអ្នកគ្រប់គ្រងដែលប្រើអ៊ីមែលនេះរួចហើយ។',
  notYourself: 'អ្នកមិនអាចប្ដូរតួនាទីរបស់ខ្លួនឯង ឬបិទខ្លួនឯងបានទេ៖ ម្ចាស់ម្នាក់ទៀតអាចធ្វើបាន។',
  paused: 'ការចូលត្រូវបានផ្អាក',
  wrongToday: (codes, passwords) => `ក្នុង 24 ម៉ោងចុងក្រោយ៖ លេខកូដពីរជំហានខុស ${codes} ដង ពាក្យសម្ងាត់ខុស ${passwords} ដង`,
  liftPause: 'ដកការផ្អាក',
};
