// The checks of the Quick Start Guide that need no database.

/** What a complete company profile has: the fields a customer or a brand needs to reach the company. */
export interface ProfileFields {
  legalName: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  timezone: string | null;
}

const given = (value: string | null) => value !== null && value.trim() !== '';

/** Legal name, address (street, city, state, ZIP), phone and time zone all given. */
export function isProfileComplete(company: ProfileFields): boolean {
  return [
    company.legalName,
    company.street,
    company.city,
    company.state,
    company.zip,
    company.phone,
    company.timezone,
  ].every(given);
}

/** Whether a shop's stored week (`shops.hours`, contract `WeeklyHours`) has at least one opening interval. */
export function hasOpeningHours(hours: unknown): boolean {
  if (typeof hours !== 'object' || hours === null) return false;
  return Object.values(hours).some((day) => Array.isArray(day) && day.length > 0);
}
