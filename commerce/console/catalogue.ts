/* The console door's catalogue section: what those routes read and the services they save through (docs/decisions/052). */
export {
  addProductPhotos,
  orderProductPhotos,
  removeProductPhoto,
  saveProductPhotoAlt,
} from './change-product-photos';
export { closeMerchant, reopenMerchant } from './close-merchant';
export {
  listBrandRecords,
  listCategoryRecords,
  listMerchantRecords,
  listShopKindRecords,
  readBrandRecord,
  readCategoryRecord,
  readMerchantRecord,
  readShopKindRecord,
} from '../db/ops-catalogue';
export { listProductPhotos, readPhotoProduct } from '../db/ops-product-photos';
export { PHOTOS_PER_PRODUCT, PRODUCT_PHOTO_BYTES, type ProductPhoto, productPhoto } from '../product-photo';
export { removeCatalogueRecord } from './remove-catalogue-record';
export { saveBrand } from './save-brand';
export { saveCategory } from './save-category';
export { saveMerchant } from './save-merchant';
export { saveShopKind } from './save-shop-kind';
