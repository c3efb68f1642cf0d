import type { account as en } from '../en/account';

/** Khmer messages of the console's account section. */
export const account: typeof en = {
  heading: 'គណនីរបស់ខ្ញុំ',
  twoStep: 'ការចូលពីរជំហាន',
  off: 'ការចូលពីរជំហានត្រូវបានបិទ៖ មានតែពាក្យសម្ងាត់ក៏អាចបើកផ្ទាំងគ្រប់គ្រងបាន។',
  start: 'រៀបចំការចូលពីរជំហាន',
  scan: 'ស្កេនកូដនេះដោយកម្មវិធីផ្ទៀងផ្ទាត់ (Google Authenticator, Microsoft Authenticator, 2FAS…) ឬវាយបញ្ចូលសោ រួចបញ្ចូលលេខកូដ 6 ខ្ទង់ដែលវាបង្ហាញ។',
  key: 'សោ',
  qr: 'កូដ QR សម្រាប់កម្មវិធីផ្ទៀងផ្ទាត់របស់អ្នក',
  confirm: 'បើក',
  on: 'ការចូលពីរជំហានត្រូវបានបើក៖ ពេលចូលនឹងសួរលេខកូដពីកម្មវិធីផ្ទៀងផ្ទាត់របស់អ្នក។',
  turnOff: 'បិទ',
  turnedOn: 'ការចូលពីរជំហានត្រូវបានបើកហើយ។',
  turnedOff: 'ការចូលពីរជំហានត្រូវបានបិទហើយ។',
};
