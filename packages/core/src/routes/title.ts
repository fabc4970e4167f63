/** Page titles follow '{title} - {product}'; without a title, the product name alone. */
export function pageTitle(product: string, title?: string | null): string {
  return title ? `${title} - ${product}` : product;
}

/** The document title: '{title} - {product}' when dynamic titles are on and the route has a title. */
export function documentTitle(
  product: string,
  routeTitle: string | null | undefined,
  dynamicTitle: boolean,
): string {
  return dynamicTitle ? pageTitle(product, routeTitle) : product;
}
