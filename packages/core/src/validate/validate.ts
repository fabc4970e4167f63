/** The URL test of spec §5: values starting with http:, https:, mailto: or tel: are external. */
export function isExternal(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^(https?:|mailto:|tel:)/.test(value);
}

/** True for an absolute http(s) URL (used to decide between in-app navigation and a new window). */
export function isHttpUrl(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}
