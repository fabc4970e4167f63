// The public directories of companies on the platform (the console's /brands and /retailers pages):
// token-free, so rows carry only what a company shows the public.
import { z } from 'zod';
import { accountUsState } from './account.ts';
import { optionalInput, pageQuery } from './envelope.ts';
import { textLine } from './fields.ts';

/** `GET /public/brands` and `GET /public/retailers`: `q` searches names (case-insensitive), `state` is a USPS code. */
export const directoryQuery = pageQuery.extend({
  q: optionalInput(textLine().max(100)),
  state: optionalInput(accountUsState),
});

export type DirectoryQuery = z.infer<typeof directoryQuery>;

export const directoryBrandRow = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string().nullable(),
  website: z.string().nullable(),
  /** The brand offers onsite service. */
  onsiteService: z.boolean(),
  /** Active retailers that carry the brand. */
  retailerCount: z.number().int(),
});

export type DirectoryBrandRow = z.infer<typeof directoryBrandRow>;

export const directoryRetailerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string().nullable(),
  website: z.string().nullable(),
  /** Names of the active brands the retailer carries, sorted. */
  brands: z.array(z.string()),
});

export type DirectoryRetailerRow = z.infer<typeof directoryRetailerRow>;
