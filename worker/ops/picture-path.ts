const PICTURE = /^\/(images|media)\/[A-Za-z0-9._/-]+$/;

/**
 * Whether `value` names a picture the shop serves itself (a path under /images/ or /media/, without
 * `..`): the console's one check for a typed picture (a product's, a category's, a brand's or merchant's
 * logo), so no outside address or script URL reaches a shop page's <img>.
 */
export const isPicturePath = (value: string) => PICTURE.test(value) && !value.includes('..');
