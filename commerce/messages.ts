import type { Lang } from '../lib/lang';

/** The commerce API's own messages, answered in the caller's language (`lang` header). */
export const API_MESSAGES = {
  en: {
    notFound: 'This service does not exist.',
    badRequest: 'Some of the information sent is not valid. Please check it and try again.',
    serverError: 'Something went wrong on our side. Please try again in a moment.',
    loginFailed: 'The mobile number or password is incorrect.',
    currentPasswordWrong: 'Your current password is incorrect. Please check it and try again.',
    passwordUnchanged: 'Your new password is the same as your current one. Please choose a different one.',
    emailInvalid: 'Please enter a valid e-mail address, for example name@example.com.',
    signInSlowDown: 'Too many wrong passwords. Please wait a moment before trying again.',
    signInBlocked:
      'Too many wrong passwords have been sent from your connection. Please try again later, or reset your password with a code by SMS.',
    signInBusy: 'Many people are signing in from the same network right now. Please try again in a few seconds.',
    signInPaused:
      'Too many wrong passwords have been tried for this number today. Please reset your password with a code by SMS, or try again tomorrow.',
    accountSuspended: 'This account is suspended. Please contact customer service.',
    ticketInvalid: 'Your sign-in has expired. Please sign in again.',
    tokenInvalid: 'Your session has expired. Please sign in again.',
    signedOut: 'You have signed out.',
    checkedIn: 'Checked in: you collected 10 points.',
    alreadyCheckedIn: 'You have already checked in today. See you tomorrow!',
    productMissing: 'This product is no longer available.',
    outOfStock: 'Sorry, this product is out of stock.',
    overLimit: 'You cannot have that many: it is more than the stock or the limit per shopper.',
    lineOutOfStock: 'Sorry, “{{name}}” is out of stock. Remove it from your cart to check out.',
    lineOverLimit:
      'You can order only {{left}} more of “{{name}}” (its stock or the limit per shopper). Lower its quantity to check out.',
    cartItemMissing: 'This item is no longer in your cart.',
    itemMissing: 'We could not find what you asked for.',
    couponGone: 'Sorry, all of these have been collected.',
    couponCollected: 'You have already collected this one.',
    couponExpired: 'This offer has ended.',
    codeSent: 'We have sent a 6-digit verification code by SMS. It is valid for 5 minutes.',
    codeSentSignUp:
      'If this number can sign up, we have sent it a 6-digit code by SMS, valid for 5 minutes. If it already has an account, we have texted it a reminder instead: sign in, or reset your password.',
    codeSentReset:
      'If this number has an account, we have sent it a 6-digit code by SMS, valid for 5 minutes. If no code comes, check the number or sign up.',
    codeTooSoon: 'A code was sent less than a minute ago. Please wait a moment before asking for another.',
    codeLimitAddress: 'Many codes have been asked for from your connection. Please wait a few minutes, then try again.',
    codeLimitMobile: 'This number has been sent as many codes as we send in a day. Please try again tomorrow.',
    codeLimitNetwork: 'Many codes have been asked for from your network. Please try again later.',
    codeLimitMember: 'You have asked for as many phone-change codes as we send in a day. Please try again tomorrow.',
    codeLimitShop:
      'We cannot send text messages right now. Please try again later, or contact customer service if it is urgent.',
    codeGuessesUsed: 'Too many wrong codes have been entered for this number today. Please try again tomorrow.',
    codeInvalid: 'The verification code is wrong or has expired. Please request a new code.',
    mobileTaken: 'This mobile number already has an account. Please sign in instead.',
    registered: 'Your account is ready. Welcome!',
    passwordChanged: 'Your password has been changed. Please sign in again.',
    profileSaved: 'Your changes have been saved.',
    subscribed: 'Thank you! You will get our offers and news by e-mail.',
    alreadySubscribed: 'This address is already on our list. Thank you for staying with us!',
    badEmail: 'Please enter a valid e-mail address, for example name@example.com.',
    nothingToOrder: 'There is nothing to order: select at least one item in your cart.',
    depositUnavailable: 'None of these items can be paid with a down payment. Please choose full payment.',
    couponOnePerScope: 'You can use one platform voucher and one coupon per merchant on an order.',
    couponWrongMerchant: 'This coupon is for a merchant whose items are not in this order.',
    couponMinSpend: 'Your order does not reach the minimum spend of this voucher or coupon.',
    couponUnusable:
      'This voucher or coupon cannot be used: it is not in your account, already used or no longer valid.',
    pointsShort: 'You do not have that many points.',
    outletMissing: 'Please choose a pick-up store from the list.',
    provinceUnknown: 'We do not deliver to that province. Please check the address.',
    addressMissing: 'This delivery address is not in your account. Please choose one of your addresses.',
    idempotencyMismatch: 'This order was already placed with different details. Please reload the page and try again.',
    orderNotCancellable: 'This order can no longer be cancelled. Please contact customer service.',
    orderNotPayable: 'This order is not waiting for a payment.',
    orderStateInvalid: 'The order cannot move to that state from the state it is in.',
    operatorDenied: "This needs the shop operator's key.",
    refundReasonMissing:
      'A refund needs its reason in "note", {{min}} to {{max}} characters: the shopper reads it in the order’s timeline. Nothing was changed.',
    refundNotAllowed: 'This order has nothing paid to refund in the state it is in. Nothing was changed.',
    refundAmountInvalid:
      'Send "amount" in dollars as a decimal string above 0.00, for example "12.50". Nothing was changed.',
    refundOverPaid: 'That is more than this order has paid and not had back: at most {{left}}. Nothing was changed.',
    refundReferenceMissing:
      'A KHQR or bank transfer refund needs the transfer’s reference in "reference". Nothing was changed.',
    refundLineUnknown:
      'Line {{line}} is not on this order: "restock" takes the order’s line_id values. Nothing was changed.',
    refundLineRestocked: 'Line {{line}} is already back in stock from an earlier refund. Nothing was changed.',
    refundGoodsBack:
      'This order’s goods went back in stock when it was cancelled: send "restock": []. Nothing was changed.',
    refundChanged:
      'Another refund or change of this order landed first. Read the order again and retry. Nothing was changed.',
    balanceNotCollected:
      'This order still has {{amount}} to pay. Send "collected": true once the shop has that balance in cash. Nothing was changed.',
    orderConflict: 'Stock or your vouchers changed while you were ordering. Please check your order and try again.',
    totalChanged:
      'Prices changed while you were ordering (a flash deal may have sold out): your order now costs {{total}}. Check the new total and place your order again.',
    dueNowChanged:
      'What you pay now changed while you were ordering: it is now {{amount}}. Check the new amount and place your order again.',
    dealSoldOut:
      'The flash deal on “{{name}}” sold out while you were ordering: it now costs {{price}}. Check the new total and place your order again.',
    signatureInvalid: 'The payment notification could not be verified.',
    callbackReplayed: 'This payment notification has already been received.',
    paymentMismatch: 'The payment does not match the amount due for this order.',
    addressSaved: 'Your address has been saved.',
    addressDeleted: 'The address has been deleted.',
    addressLimit: 'You can keep up to 20 addresses. Please delete one before adding another.',
    contactReceived: 'Thank you, we have received your message. We answer within one working day.',
    contactLimited:
      'You have sent several messages in a short time. Please wait a few minutes, or call us if it is urgent.',
    reviewSaved: 'Thank you for your review! You have earned 20 points.',
    reviewExists: 'You have already reviewed this item.',
    reviewNotYet: 'You can review this order once it is completed.',
    photoType: 'Photos must be JPEG or PNG images.',
    photoSize: 'Each photo must be smaller than 2 MB.',
    photoUnreadable: 'We could not read this photo: it may be damaged. Please choose another photo.',
    photoPixels:
      'This photo is too large: at most 3 megapixels (for example 2000 × 1500). Please choose a smaller photo.',
    photoCount: 'You can add up to 3 photos to a review.',
    orderRequestIncomplete:
      'This order could not be checked against an earlier one, so it was not placed. Please reload the page and try again.',
  },
  km: {
    notFound: 'សេវានេះមិនមានទេ។',
    badRequest: 'ព័ត៌មានមួយចំនួនដែលបានផ្ញើមិនត្រឹមត្រូវទេ។ សូមពិនិត្យ ហើយព្យាយាមម្ដងទៀត។',
    serverError: 'មានបញ្ហានៅខាងយើង។ សូមរង់ចាំបន្តិច រួចព្យាយាមម្ដងទៀត។',
    loginFailed: 'លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។',
    currentPasswordWrong: 'ពាក្យសម្ងាត់បច្ចុប្បន្នរបស់អ្នកមិនត្រឹមត្រូវទេ។ សូមពិនិត្យ ហើយព្យាយាមម្ដងទៀត។',
    passwordUnchanged: 'ពាក្យសម្ងាត់ថ្មីរបស់អ្នកដូចនឹងពាក្យសម្ងាត់បច្ចុប្បន្ន។ សូមជ្រើសរើសពាក្យសម្ងាត់ផ្សេង។',
    emailInvalid: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឱ្យបានត្រឹមត្រូវ ឧទាហរណ៍ name@example.com។',
    signInSlowDown: 'ពាក្យសម្ងាត់ខុសច្រើនដងពេក។ សូមរង់ចាំបន្តិច មុននឹងព្យាយាមម្ដងទៀត។',
    signInBlocked:
      'មានការបញ្ចូលពាក្យសម្ងាត់ខុសច្រើនដងពេកពីការតភ្ជាប់របស់អ្នក។ សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ ឬកំណត់ពាក្យសម្ងាត់ថ្មីដោយប្រើលេខកូដតាមសារ SMS។',
    signInBusy: 'ឥឡូវនេះ មានមនុស្សច្រើនកំពុងចូលគណនីពីបណ្ដាញតែមួយ។ សូមរង់ចាំពីរបីវិនាទី រួចព្យាយាមម្ដងទៀត។',
    signInPaused:
      'ថ្ងៃនេះមានការព្យាយាមពាក្យសម្ងាត់ខុសច្រើនដងពេកសម្រាប់លេខនេះ។ សូមកំណត់ពាក្យសម្ងាត់ថ្មីដោយប្រើលេខកូដតាមសារ SMS ឬព្យាយាមម្ដងទៀតនៅថ្ងៃស្អែក។',
    accountSuspended: 'គណនីនេះត្រូវបានព្យួរ។ សូមទាក់ទងសេវាអតិថិជន។',
    ticketInvalid: 'ការចូលគណនីរបស់អ្នកបានផុតកំណត់។ សូមចូលគណនីម្ដងទៀត។',
    tokenInvalid: 'សម័យប្រើប្រាស់របស់អ្នកបានផុតកំណត់។ សូមចូលគណនីម្ដងទៀត។',
    signedOut: 'អ្នកបានចាកចេញហើយ។',
    checkedIn: 'ចុះវត្តមានរួចរាល់៖ អ្នកទទួលបាន 10 ពិន្ទុ។',
    alreadyCheckedIn: 'អ្នកបានចុះវត្តមានរួចហើយសម្រាប់ថ្ងៃនេះ។ ជួបគ្នាថ្ងៃស្អែក!',
    productMissing: 'ផលិតផលនេះលែងមានលក់ហើយ។',
    outOfStock: 'សូមអភ័យទោស ផលិតផលនេះអស់ពីស្តុកហើយ។',
    overLimit: 'អ្នកមិនអាចយកបរិមាណប៉ុណ្ណឹងបានទេ ព្រោះលើសស្តុក ឬលើសចំនួនកំណត់សម្រាប់អតិថិជនម្នាក់។',
    lineOutOfStock: 'សូមអភ័យទោស “{{name}}” អស់ពីស្តុកហើយ។ សូមដកវាចេញពីកន្ត្រកទំនិញ ដើម្បីទូទាត់ប្រាក់។',
    lineOverLimit:
      'អ្នកអាចបញ្ជាទិញ “{{name}}” បានតែ {{left}} ទៀតប៉ុណ្ណោះ (តាមស្តុក ឬចំនួនកំណត់សម្រាប់អតិថិជនម្នាក់)។ សូមបន្ថយបរិមាណ ដើម្បីទូទាត់ប្រាក់។',
    cartItemMissing: 'ទំនិញនេះលែងមាននៅក្នុងកន្ត្រកទំនិញរបស់អ្នកហើយ។',
    itemMissing: 'រកមិនឃើញអ្វីដែលអ្នកស្វែងរកទេ។',
    couponGone: 'សូមអភ័យទោស ប័ណ្ណនេះត្រូវបានទទួលយកអស់ហើយ។',
    couponCollected: 'អ្នកបានទទួលយកប័ណ្ណនេះរួចហើយ។',
    couponExpired: 'ការផ្ដល់ជូននេះបានបញ្ចប់ហើយ។',
    codeSent: 'យើងបានផ្ញើលេខកូដផ្ទៀងផ្ទាត់ 6 ខ្ទង់តាមសារ SMS។ លេខកូដនេះមានសុពលភាព 5 នាទី។',
    codeSentSignUp:
      'ប្រសិនបើលេខនេះអាចចុះឈ្មោះបាន យើងបានផ្ញើលេខកូដ 6 ខ្ទង់ទៅវាតាមសារ SMS ដែលមានសុពលភាព 5 នាទី។ ប្រសិនបើលេខនេះមានគណនីរួចហើយ យើងបានផ្ញើសាររំលឹកជំនួសវិញ៖ សូមចូលគណនី ឬកំណត់ពាក្យសម្ងាត់ថ្មី។',
    codeSentReset:
      'ប្រសិនបើលេខនេះមានគណនី យើងបានផ្ញើលេខកូដ 6 ខ្ទង់ទៅវាតាមសារ SMS ដែលមានសុពលភាព 5 នាទី។ ប្រសិនបើមិនទទួលបានលេខកូដទេ សូមពិនិត្យលេខឡើងវិញ ឬចុះឈ្មោះ។',
    codeTooSoon: 'លេខកូដត្រូវបានផ្ញើមិនទាន់ដល់មួយនាទីផង។ សូមរង់ចាំបន្តិច មុននឹងស្នើសុំលេខកូដថ្មី។',
    codeLimitAddress: 'មានការស្នើសុំលេខកូដច្រើនដងពីការតភ្ជាប់របស់អ្នក។ សូមរង់ចាំពីរបីនាទី រួចព្យាយាមម្ដងទៀត។',
    codeLimitMobile: 'លេខនេះបានទទួលលេខកូដគ្រប់ចំនួនដែលយើងផ្ញើក្នុងមួយថ្ងៃហើយ។ សូមព្យាយាមម្ដងទៀតនៅថ្ងៃស្អែក។',
    codeLimitNetwork: 'មានការស្នើសុំលេខកូដច្រើនដងពីបណ្ដាញរបស់អ្នក។ សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ។',
    codeLimitMember: 'ថ្ងៃនេះ អ្នកបានស្នើសុំលេខកូដសម្រាប់ប្ដូរលេខទូរស័ព្ទគ្រប់ចំនួនដែលយើងផ្ញើក្នុងមួយថ្ងៃហើយ។ សូមព្យាយាមម្ដងទៀតនៅថ្ងៃស្អែក។',
    codeLimitShop: 'ឥឡូវនេះយើងមិនអាចផ្ញើសារ SMS បានទេ។ សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ ឬទាក់ទងសេវាអតិថិជន ប្រសិនបើមានរឿងបន្ទាន់។',
    codeGuessesUsed: 'ថ្ងៃនេះមានការបញ្ចូលលេខកូដខុសច្រើនដងពេកសម្រាប់លេខនេះ។ សូមព្យាយាមម្ដងទៀតនៅថ្ងៃស្អែក។',
    codeInvalid: 'លេខកូដផ្ទៀងផ្ទាត់មិនត្រឹមត្រូវ ឬផុតកំណត់ហើយ។ សូមស្នើសុំលេខកូដថ្មី។',
    mobileTaken: 'លេខទូរស័ព្ទនេះមានគណនីរួចហើយ។ សូមចូលគណនីវិញ។',
    registered: 'គណនីរបស់អ្នករួចរាល់ហើយ។ សូមស្វាគមន៍!',
    passwordChanged: 'ពាក្យសម្ងាត់របស់អ្នកត្រូវបានប្ដូរហើយ។ សូមចូលគណនីម្ដងទៀត។',
    profileSaved: 'ការផ្លាស់ប្ដូររបស់អ្នកត្រូវបានរក្សាទុកហើយ។',
    subscribed: 'សូមអរគុណ! អ្នកនឹងទទួលបានការផ្ដល់ជូន និងព័ត៌មានថ្មីៗពីយើងតាមអ៊ីមែល។',
    alreadySubscribed: 'អាសយដ្ឋាននេះមាននៅក្នុងបញ្ជីរបស់យើងរួចហើយ។ សូមអរគុណដែលនៅជាមួយយើង!',
    badEmail: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឱ្យបានត្រឹមត្រូវ ឧទាហរណ៍ name@example.com។',
    nothingToOrder: 'មិនមានអ្វីត្រូវបញ្ជាទិញទេ៖ សូមជ្រើសរើសទំនិញយ៉ាងហោចណាស់មួយនៅក្នុងកន្ត្រកទំនិញរបស់អ្នក។',
    depositUnavailable: 'ទំនិញទាំងនេះមិនអាចបង់ជាប្រាក់កក់បានទេ។ សូមជ្រើសរើសការបង់ពេញ។',
    couponOnePerScope: 'ការបញ្ជាទិញមួយអាចប្រើប័ណ្ណបញ្ចុះតម្លៃបានតែមួយ និងគូប៉ុងមួយក្នុងអ្នកលក់ម្នាក់។',
    couponWrongMerchant: 'គូប៉ុងនេះសម្រាប់អ្នកលក់ដែលមិនមានទំនិញនៅក្នុងការបញ្ជាទិញនេះទេ។',
    couponMinSpend: 'ការបញ្ជាទិញរបស់អ្នកមិនទាន់ដល់ចំនួនទឹកប្រាក់អប្បបរមារបស់ប័ណ្ណ ឬគូប៉ុងនេះទេ។',
    couponUnusable: 'មិនអាចប្រើប័ណ្ណ ឬគូប៉ុងនេះបានទេ៖ វាមិនមាននៅក្នុងគណនីរបស់អ្នក បានប្រើរួចហើយ ឬផុតសុពលភាពហើយ។',
    pointsShort: 'អ្នកមិនមានពិន្ទុច្រើនប៉ុណ្ណឹងទេ។',
    outletMissing: 'សូមជ្រើសរើសហាងសម្រាប់មកយកទំនិញពីបញ្ជី។',
    provinceUnknown: 'យើងមិនដឹកជញ្ជូនទៅខេត្តនោះទេ។ សូមពិនិត្យអាសយដ្ឋានឡើងវិញ។',
    addressMissing: 'អាសយដ្ឋានដឹកជញ្ជូននេះមិនមាននៅក្នុងគណនីរបស់អ្នកទេ។ សូមជ្រើសរើសអាសយដ្ឋានមួយរបស់អ្នក។',
    idempotencyMismatch: 'ការបញ្ជាទិញនេះត្រូវបានធ្វើរួចហើយ ដោយព័ត៌មានខុសគ្នា។ សូមផ្ទុកទំព័រឡើងវិញ ហើយព្យាយាមម្ដងទៀត។',
    orderNotCancellable: 'ការបញ្ជាទិញនេះមិនអាចលុបចោលបានទៀតទេ។ សូមទាក់ទងសេវាអតិថិជន។',
    orderNotPayable: 'ការបញ្ជាទិញនេះមិនកំពុងរង់ចាំការបង់ប្រាក់ទេ។',
    orderStateInvalid: 'ការបញ្ជាទិញនេះមិនអាចប្ដូរទៅស្ថានភាពនោះពីស្ថានភាពបច្ចុប្បន្នបានទេ។',
    operatorDenied: 'សកម្មភាពនេះត្រូវការសោរបស់អ្នកគ្រប់គ្រងហាង។',
    refundReasonMissing:
      'ការសងប្រាក់វិញត្រូវការមូលហេតុនៅក្នុង "note" ពី {{min}} ដល់ {{max}} តួអក្សរ៖ អ្នកទិញអានវានៅក្នុងប្រវត្តិការបញ្ជាទិញ។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    refundNotAllowed: 'ការបញ្ជាទិញនេះគ្មានប្រាក់ដែលបានបង់សម្រាប់សងវិញ ក្នុងស្ថានភាពបច្ចុប្បន្នទេ។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    refundAmountInvalid: 'សូមផ្ញើ "amount" ជាដុល្លារ ជាលេខទសភាគធំជាង 0.00 ឧទាហរណ៍ "12.50"។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    refundOverPaid: 'ចំនួននោះលើសពីប្រាក់ដែលការបញ្ជាទិញនេះបានបង់ ហើយមិនទាន់បានសងវិញ៖ យ៉ាងច្រើន {{left}}។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    refundReferenceMissing:
      'ការសងប្រាក់វិញតាម KHQR ឬការផ្ទេរប្រាក់តាមធនាគារ ត្រូវការលេខយោងនៃការផ្ទេរនៅក្នុង "reference"។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    refundLineUnknown:
      'ជួរ {{line}} មិនមាននៅក្នុងការបញ្ជាទិញនេះទេ៖ "restock" ទទួលតម្លៃ line_id នៃការបញ្ជាទិញ។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    refundLineRestocked: 'ជួរ {{line}} ត្រូវបានដាក់ចូលស្តុកវិញរួចហើយ ដោយការសងប្រាក់វិញមុននេះ។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    refundGoodsBack: 'ទំនិញនៃការបញ្ជាទិញនេះបានចូលស្តុកវិញ នៅពេលវាត្រូវបានលុបចោល៖ សូមផ្ញើ "restock": []។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    refundChanged:
      'ការសងប្រាក់វិញ ឬការផ្លាស់ប្ដូរផ្សេងទៀតនៃការបញ្ជាទិញនេះបានកើតឡើងមុន។ សូមអានការបញ្ជាទិញម្ដងទៀត ហើយព្យាយាមម្ដងទៀត។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    balanceNotCollected:
      'ការបញ្ជាទិញនេះនៅសល់ {{amount}} ដែលត្រូវបង់។ សូមផ្ញើ "collected": true នៅពេលហាងបានទទួលប្រាក់នៅសល់នោះជាសាច់ប្រាក់រួចហើយ។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។',
    orderConflict: 'ស្តុក ឬប័ណ្ណបញ្ចុះតម្លៃរបស់អ្នកបានផ្លាស់ប្ដូរ ខណៈពេលអ្នកកំពុងបញ្ជាទិញ។ សូមពិនិត្យការបញ្ជាទិញរបស់អ្នក ហើយព្យាយាមម្ដងទៀត។',
    totalChanged:
      'តម្លៃបានផ្លាស់ប្ដូរ ខណៈពេលអ្នកកំពុងបញ្ជាទិញ (ការលក់ពិសេសរយៈពេលខ្លីអាចបានលក់អស់)៖ ឥឡូវនេះការបញ្ជាទិញរបស់អ្នកមានតម្លៃ {{total}}។ សូមពិនិត្យតម្លៃសរុបថ្មី ហើយបញ្ជាទិញម្ដងទៀត។',
    dueNowChanged:
      'ប្រាក់ដែលត្រូវបង់ឥឡូវនេះបានផ្លាស់ប្ដូរ ខណៈពេលអ្នកកំពុងបញ្ជាទិញ៖ ឥឡូវនេះគឺ {{amount}}។ សូមពិនិត្យចំនួនទឹកប្រាក់ថ្មី ហើយបញ្ជាទិញម្ដងទៀត។',
    dealSoldOut:
      'ការលក់ពិសេសរយៈពេលខ្លីនៃ “{{name}}” បានលក់អស់ ខណៈពេលអ្នកកំពុងបញ្ជាទិញ៖ ឥឡូវនេះវាមានតម្លៃ {{price}}។ សូមពិនិត្យតម្លៃសរុបថ្មី ហើយបញ្ជាទិញម្ដងទៀត។',
    signatureInvalid: 'មិនអាចផ្ទៀងផ្ទាត់ការជូនដំណឹងអំពីការបង់ប្រាក់បានទេ។',
    callbackReplayed: 'ការជូនដំណឹងអំពីការបង់ប្រាក់នេះត្រូវបានទទួលរួចហើយ។',
    paymentMismatch: 'ការបង់ប្រាក់មិនត្រូវនឹងចំនួនទឹកប្រាក់ដែលត្រូវបង់សម្រាប់ការបញ្ជាទិញនេះទេ។',
    addressSaved: 'អាសយដ្ឋានរបស់អ្នកត្រូវបានរក្សាទុកហើយ។',
    addressDeleted: 'អាសយដ្ឋាននេះត្រូវបានលុបហើយ។',
    addressLimit: 'អ្នកអាចរក្សាទុកអាសយដ្ឋានបានច្រើនបំផុត 20។ សូមលុបអាសយដ្ឋានមួយ មុននឹងបន្ថែមថ្មី។',
    contactReceived: 'សូមអរគុណ យើងបានទទួលសាររបស់អ្នកហើយ។ យើងនឹងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។',
    contactLimited: 'អ្នកបានផ្ញើសារច្រើនក្នុងរយៈពេលខ្លី។ សូមរង់ចាំពីរបីនាទី ឬទូរស័ព្ទមកយើង ប្រសិនបើមានរឿងបន្ទាន់។',
    reviewSaved: 'សូមអរគុណសម្រាប់ការវាយតម្លៃរបស់អ្នក! អ្នកទទួលបាន 20 ពិន្ទុ។',
    reviewExists: 'អ្នកបានវាយតម្លៃទំនិញនេះរួចហើយ។',
    reviewNotYet: 'អ្នកអាចវាយតម្លៃការបញ្ជាទិញនេះ នៅពេលវាបានបញ្ចប់។',
    photoType: 'រូបថតត្រូវតែជារូបភាព JPEG ឬ PNG។',
    photoSize: 'រូបថតនីមួយៗត្រូវតែតូចជាង 2 MB។',
    photoUnreadable: 'យើងមិនអាចអានរូបថតនេះបានទេ៖ វាប្រហែលជាខូច។ សូមជ្រើសរើសរូបថតផ្សេង។',
    photoPixels: 'រូបថតនេះធំពេក៖ យ៉ាងច្រើន 3 មេហ្គាភីកសែល (ឧទាហរណ៍ 2000 × 1500)។ សូមជ្រើសរើសរូបថតតូចជាងនេះ។',
    photoCount: 'អ្នកអាចបន្ថែមរូបថតបានច្រើនបំផុត 3 សន្លឹកក្នុងការវាយតម្លៃមួយ។',
    orderRequestIncomplete: 'សំណើបញ្ជាទិញនេះមិនពេញលេញ ដូច្នេះមិនទាន់បានបញ្ជាទិញទេ។ សូមផ្ទុកទំព័រឡើងវិញ ហើយព្យាយាមម្ដងទៀត។',
  },
} satisfies Record<Lang, Record<string, string>>;

export type ApiMessageKey = keyof (typeof API_MESSAGES)['en'];

/** A message in `lang` with its `{{name}}` placeholders filled from `params` (the item a refusal is about). */
export function apiMessage(lang: Lang, key: ApiMessageKey, params: Record<string, string | number> = {}): string {
  return API_MESSAGES[lang][key].replace(/\{\{(\w+)\}\}/g, (_: string, name: string) => String(params[name] ?? ''));
}
