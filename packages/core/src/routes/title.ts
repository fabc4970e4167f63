import { pageTitle } from '../errors';

/** The document title: '{title} - {product}' when dynamic titles are on and the route has a title. */
export function documentTitle(
  product: string,
  routeTitle: string | null | undefined,
  dynamicTitle: boolean,
): string {
  return dynamicTitle ? pageTitle(product, routeTitle) : product;
}
