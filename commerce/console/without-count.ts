/**
 * A catalogue record without its product count: what the audit keeps of it before a change (the count is
 * the products' business, not the record's).
 */
export const withoutCount = <Row extends { products: number }>({ products, ...fields }: Row) => fields;
