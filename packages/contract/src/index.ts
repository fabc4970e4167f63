export * from './account.ts';
export * from './adminCompanies.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './bookings.ts';
export * from './bugs.ts';
export * from './claimStatus.ts';
export * from './claims.ts';
export * from './company.ts';
export * from './companyProfile.ts';
export * from './dashboard.ts';
export * from './dealers.ts';
export * from './directory.ts';
export * from './documents.ts';
export {
  type Envelope,
  envelope,
  fieldErrors,
  MAX_PAGE_NUM,
  optionalInput,
  type PageQuery,
  pageOf,
  pageOffset,
  pageQuery,
} from './envelope.ts';
export * from './fields.ts';
export * from './files.ts';
export * from './financial.ts';
export * from './issueMessage.ts';
export * from './jobs.ts';
export * from './liveData.ts';
export * from './money.ts';
export * from './onsite.ts';
export * from './onsiteRules.ts';
export * from './payouts.ts';
export * from './people.ts';
export * from './profile.ts';
export * from './returns.ts';
export * from './shops.ts';
export * from './system.ts';
export * from './transactions.ts';
export * from './warranty.ts';
export * from './webhooks.ts';
export * from './zonedTime.ts';
