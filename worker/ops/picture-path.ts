const PICTURE = /^\/(images|media)\/[A-Za-z0-9._/-]+$/;

/**
 * Whether `path` names a picture on this shop (under /images/ or /media/, no way up): the one check of the
 * console's picture and logo fields, so a typed address never points the shop's pages at another site.
 */
export const isPicturePath = (path: string) => PICTURE.test(path) && !path.includes('..');
