// A company's public face and a retailer's first steps (issue 13): the logo an <img> loads, and the Quick
// Start Guide's checklist, computed by the API from the company's data.
import { z } from 'zod';
import type { companyDetailsBody } from './company.ts';

/** What the company details form holds before the contract parses it (blank optional fields as ''). */
export type CompanyDetailsInput = z.input<typeof companyDetailsBody>;

/** `GET /public/logo/:fileName`; a name the server never gives is simply not found. */
export const companyLogoParams = z.object({ fileName: z.string() });

/** Where the browser loads a company's logo from: public, so an `<img>` needs no Authorization header. */
export function companyLogoUrl(fileName: string): string {
  return `/api/public/logo/${fileName}`;
}

/** One step of the Quick Start Guide: done or not, and the screen where it is done. */
export const quickStartItem = z.object({
  /** Stable name of the step, e.g. 'profile', 'shop'. */
  key: z.string(),
  label: z.string(),
  /** What it takes, in a sentence. */
  hint: z.string(),
  done: z.boolean(),
  /** The console path of the screen where the step is done, e.g. '/company/shop'. */
  path: z.string(),
});
export type QuickStartItem = z.infer<typeof quickStartItem>;

/** `GET /company/quick-start`: the signed-in retailer's checklist, and whether this user closed it. */
export const quickStart = z.object({
  items: z.array(quickStartItem),
  /** When the signed-in user closed the guide (ISO 8601); null while it shows. */
  dismissedAt: z.string().nullable(),
});
export type QuickStart = z.infer<typeof quickStart>;
