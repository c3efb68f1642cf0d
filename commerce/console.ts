/*
 * The console's door into commerce (docs/decisions/049, 052): the reads and services its routes use. A
 * console route that saves goes through a service here, which composes the batch, never the db modules.
 */
export {
  findProducts,
  listProductRecords,
  productIdBySku,
  readProductChoices,
  readProductRecord,
  readProductsBySkus,
  readProductTerms,
} from './db/ops-products';
export { readSinceBases, readStockHistory, type SinceBase } from './db/product-edits';
export { importProducts } from './import-products';
export { editBaseText, parseEditBase, planProductEdit } from './plan-product-edit';
export { saveProduct } from './save-product';
export { refundOrder } from './refund-order';
export { readPointsRules } from './db/purchase-points';
export { savePointsRules } from './save-points-rules';
