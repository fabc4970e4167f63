/** The standard error catalogue (spec §8). */
export const errorCatalogue = {
  401: 'Authentication failed, unable to access system resources.',
  403: 'You do not have permission for the current operation.',
  404: 'Resource not found.',
  default: 'Unknown system error, please contact the administrator.',
} as const;

export type CatalogueCode = 401 | 403 | 404;

/** The catalogue message for a code, or the default one. */
export function catalogueMessage(code: number | string | undefined): string {
  const key = Number(code);
  return key === 401 || key === 403 || key === 404 ? errorCatalogue[key] : errorCatalogue.default;
}
