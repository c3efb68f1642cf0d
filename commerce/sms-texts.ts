/**
 * Every text message the shop sends, in both languages. Each fits one SMS segment: 160 GSM-7 characters in
 * English, 70 UCS-2 characters in Khmer (any character outside GSM-7 makes the whole message UCS-2); a
 * message over it is sent as two or more, each paid for (test/unit/sms-texts.test.ts checks every one).
 */
export const SMS_TEXTS = {
  en: {
    code: (code: string) => `Member Shop: your verification code is ${code}. It expires in 5 minutes. Never share it.`,
    member: () =>
      'Member Shop: this number already has an account. Sign in with your password, or choose "Forgot your password?" to set a new one.',
  },
  km: {
    code: (code: string) => `ហាងសមាជិក៖ លេខកូដផ្ទៀងផ្ទាត់ ${code} ប្រើបាន 5 នាទី។ កុំប្រាប់អ្នកដទៃ។`,
    member: () => 'ហាងសមាជិក៖ លេខនេះមានគណនីហើយ។ សូមចូលគណនី ឬប្រើ «ភ្លេចពាក្យសម្ងាត់?»។',
  },
} satisfies Record<'en' | 'km', Record<string, (code: string) => string>>;
