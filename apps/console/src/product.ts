/** The product name used in page titles ('{title} - {product}', spec §1). */
export const PRODUCT_NAME = 'Console';
