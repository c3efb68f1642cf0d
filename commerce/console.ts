/*
 * The console's door into commerce (docs/decisions/049, 052, 055): the reads and services its routes use,
 * the only module of commerce beyond the contract and its doors that a console route imports. A route
 * that saves calls a service (commerce/console/, by section), which composes the batch and its audit
 * entry; no console route reaches a db module.
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
export * from './console/access';
export * from './console/catalogue';
export * from './console/content';
export * from './console/deals';
export * from './console/people';
