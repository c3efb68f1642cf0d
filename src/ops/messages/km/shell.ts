import type {
  notFoundPage as enNotFoundPage,
  signedInAs as enSignedInAs,
  signInPage as enSignInPage,
} from '../en/shell';

/** Khmer messages of the console's name and its sign-in page. */
export const signInPage: typeof enSignInPage = {
  title: 'ការគ្រប់គ្រងហាងសមាជិក',
  signInTitle: 'ការចូលសម្រាប់អ្នកគ្រប់គ្រង',
  signIn: 'ចូលគណនី',
  signOut: 'ចាកចេញ',
  email: 'អ៊ីមែល',
  password: 'ពាក្យសម្ងាត់',
  missing: 'សូមបញ្ចូលអ៊ីមែល និងពាក្យសម្ងាត់របស់អ្នក។',
  wrong: 'អ៊ីមែល និងពាក្យសម្ងាត់នេះ មិនត្រូវនឹងអ្នកគ្រប់គ្រងណាម្នាក់ទេ។',
  slowDown: 'អ្នកបានព្យាយាមច្រើនដងពេក។ សូមរង់ចាំមួយនាទី រួចព្យាយាមម្ដងទៀត។',
  blocked: 'ការចូលពីអាសយដ្ឋាននេះត្រូវបានផ្អាកសិន។ សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ។',
  accountPaused: 'ការចូលគណនីនេះត្រូវបានផ្អាក៖ ថ្ងៃនេះមានការបញ្ចូលលេខកូដខុសច្រើនដងសម្រាប់គណនីនេះ។ ម្ចាស់អាចដកការផ្អាកបាន។',
  busy: 'ឥឡូវនេះ មានមនុស្សច្រើនកំពុងចូលគណនីពីបណ្ដាញនេះ។ សូមរង់ចាំពីរបីវិនាទី រួចព្យាយាមម្ដងទៀត។',
  code: 'លេខកូដពីកម្មវិធីផ្ទៀងផ្ទាត់របស់អ្នក',
  codeNeeded: 'ការចូលពីរជំហានត្រូវបានបើក៖ សូមបញ្ចូលលេខកូដ 6 ខ្ទង់ពីកម្មវិធីផ្ទៀងផ្ទាត់របស់អ្នក។',
  codeWrong: 'លេខកូដនេះមិនត្រឹមត្រូវ ឬត្រូវបានប្រើរួចហើយ។ សូមបញ្ចូលលេខកូដបច្ចុប្បន្ន។',
};

/** The operator named in the console's bar, with their role. */
export const signedInAs: typeof enSignedInAs = (name, role) => `${name} (${role})`;

/** Khmer messages of the console's page-not-found page. */
export const notFoundPage: typeof enNotFoundPage = {
  notFoundTitle: 'រកមិនឃើញទំព័រ',
  notFound: 'ទំព័រនេះមិនមាននៅក្នុងផ្ទាំងគ្រប់គ្រងទេ ឬតួនាទីរបស់អ្នកមិនអាចបើកវាបានទេ។',
  backToToday: 'ត្រឡប់ទៅថ្ងៃនេះ',
};
