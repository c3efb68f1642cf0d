/** English messages of the console's errors section. */
export const errors = {
  badKind: 'Choose voucher or coupon.',
  badMerchant: 'A coupon is for one merchant: choose it.',
  badTitle: 'Enter a title in both languages, up to 80 characters each.',
  badTerms: 'Terms may have up to 500 characters in each language.',
  badValue: 'Enter a discount: an amount in US$ above 0 (like 5 or 2.50), or a whole percent from 1 to 90.',
  badMinSpend: 'Enter the minimum spend in US$ (0 for none); for an amount off it must be above the discount.',
  badStock: 'Enter a whole number of at least 1.',
  badDates: 'Enter when it starts and ends (Phnom Penh time); the end must come after the start.',
  badProduct: 'Enter the id of an existing product.',
  badDealPrice:
    'The deal price must be above 0 (above its down payment, for a product that takes one) and below the product’s price.',
  badLimit: 'Enter a per-shopper limit from 1 to 100.',
  badWindow:
    'Enter the window’s start and end (Phnom Penh time), the end after the start; a daily slot lasts a day at most.',
  windowOver: 'That window has already ended (Phnom Penh time): a slot that does not repeat must end in the future.',
  overStock: 'The deal’s stock is more than the product has: raise the product’s stock first, or offer fewer.',
  badSlug:
    'Enter a slug of lower-case letters and digits, words joined by hyphens (like summer-sale; a promotion’s may use dots too, like 12.12), up to 60 characters.',
  slugTaken: 'Another one already has that slug: choose another.',
  badName: 'Enter a name in both languages, up to 80 characters each.',
  badDescription: 'Enter a description in both languages, up to 1,000 characters each.',
  noBanner: 'Choose the banner: a JPEG or PNG picture, 1200 × 400 pixels at least.',
  badPromoPrice:
    'The promotion price must be above 0 (above its down payment, for a product that takes one) and below the product’s price.',
  badSort: 'Enter the order as a whole number from 0 to 999.',
  badCategory: 'Choose a topic.',
  badBody: 'Enter the answer in both languages, up to 10,000 characters each.',
  badPopular: 'Enter its place among the most asked as a whole number from 0 to 99.',
  badSection:
    'Each section needs a heading (up to 120 characters) and text in both languages; a page keeps at least one section.',
  badLink: 'Enter the link as an address starting with https://, or leave it empty.',
};
