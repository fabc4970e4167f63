// The dictionaries the console's screens label statuses and categories with, and the configuration values
// it reads. Values follow the state machines of domain.md §2.7 and the schema's status columns.

import {
  BrandRequestStatus,
  CompanyStatus,
  configs,
  dictData,
  dictTypes,
  PayLogStatus,
} from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

type ListClass = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

interface SeedDictionary {
  type: string;
  name: string;
  /** In display order: value, English label, tag style. */
  entries: ReadonlyArray<readonly [value: string, label: string, listClass: ListClass]>;
}

const DICTIONARIES: readonly SeedDictionary[] = [
  {
    type: 'sys_normal_disable',
    name: 'Active / disabled',
    entries: [
      ['0', 'Active', 'primary'],
      ['1', 'Disabled', 'danger'],
    ],
  },
  {
    type: 'sys_yes_no',
    name: 'Yes / no',
    entries: [
      ['Y', 'Yes', 'primary'],
      ['N', 'No', 'danger'],
    ],
  },
  {
    type: 'warranty_status',
    name: 'Warranty status',
    entries: [
      ['pending_verification', 'Pending verification', 'warning'],
      ['active', 'Active', 'success'],
      ['expired', 'Expired', 'info'],
      ['transferred', 'Transferred', 'primary'],
      ['void', 'Void', 'danger'],
    ],
  },
  {
    type: 'claim_status',
    name: 'Warranty claim status',
    entries: [
      ['draft', 'Draft', 'default'],
      ['submitted', 'Submitted', 'info'],
      ['under_review', 'Under review', 'primary'],
      ['needs_info', 'Needs information', 'warning'],
      ['approved', 'Approved', 'success'],
      ['partially_approved', 'Partially approved', 'success'],
      ['rejected', 'Rejected', 'danger'],
      ['awaiting_return', 'Awaiting return', 'warning'],
      ['return_received', 'Return received', 'primary'],
      ['inspected', 'Inspected', 'primary'],
      ['compensated', 'Compensated', 'success'],
      ['closed', 'Closed', 'info'],
      ['cancelled', 'Cancelled', 'default'],
    ],
  },
  {
    type: 'booking_status',
    name: 'Booking status',
    entries: [
      ['pending', 'Pending', 'warning'],
      ['confirmed', 'Confirmed', 'success'],
      ['rejected', 'Rejected', 'danger'],
      ['expired', 'Expired', 'info'],
      ['cancelled', 'Cancelled', 'default'],
      ['rescheduled', 'Rescheduled', 'info'],
      ['checked_in', 'Checked in', 'primary'],
      ['completed', 'Completed', 'success'],
      ['no_show', 'No-show', 'danger'],
    ],
  },
  {
    type: 'onsite_job_status',
    name: 'Onsite job status',
    entries: [
      ['new', 'New', 'info'],
      ['confirmed', 'Confirmed', 'primary'],
      ['scheduled', 'Scheduled', 'primary'],
      ['assigned', 'Assigned', 'primary'],
      ['en_route', 'En route', 'warning'],
      ['on_site', 'On site', 'warning'],
      ['completed', 'Completed', 'success'],
      ['cannot_complete', 'Cannot complete', 'danger'],
      ['cancelled', 'Cancelled', 'default'],
    ],
  },
  {
    type: 'pay_log_status',
    name: 'Payment log status',
    entries: [
      [PayLogStatus.pendingAudit, 'Pending audit', 'warning'],
      [PayLogStatus.approved, 'Approved', 'success'],
      [PayLogStatus.rejected, 'Rejected', 'danger'],
    ],
  },
  {
    type: 'pay_log_category',
    name: 'Payment log category',
    entries: [
      ['offline_payment_received', 'Offline payment received', 'primary'],
      ['goodwill_credit', 'Goodwill credit', 'success'],
      ['chargeback', 'Chargeback', 'danger'],
      ['correction', 'Correction', 'warning'],
      ['promotion', 'Promotion', 'info'],
    ],
  },
  {
    type: 'payout_status',
    name: 'Payout status',
    entries: [
      ['pending', 'Pending', 'warning'],
      ['in_transit', 'In transit', 'primary'],
      ['paid', 'Paid', 'success'],
      ['failed', 'Failed', 'danger'],
      ['canceled', 'Canceled', 'default'],
    ],
  },
  {
    type: 'bug_status',
    name: 'Bug report status',
    entries: [
      ['new', 'New', 'info'],
      ['triaged', 'Triaged', 'primary'],
      ['in_progress', 'In progress', 'primary'],
      ['needs_info', 'Needs information', 'warning'],
      ['resolved', 'Resolved', 'success'],
      ['closed', 'Closed', 'default'],
    ],
  },
  {
    type: 'bug_severity',
    name: 'Bug severity',
    entries: [
      ['low', 'Low', 'info'],
      ['medium', 'Medium', 'primary'],
      ['high', 'High', 'warning'],
      ['critical', 'Critical', 'danger'],
    ],
  },
  {
    type: 'product_category',
    name: 'Product category',
    entries: [
      ['city', 'City e-bike', 'default'],
      ['trekking', 'Trekking e-bike', 'default'],
      ['mountain', 'Mountain e-bike (e-MTB)', 'default'],
      ['cargo', 'Cargo e-bike', 'default'],
      ['folding', 'Folding e-bike', 'default'],
      ['road', 'Road e-bike', 'default'],
      ['kids', 'Kids e-bike', 'default'],
      ['components', 'Components and parts', 'default'],
    ],
  },
  {
    type: 'company_status',
    name: 'Company status',
    entries: [
      [CompanyStatus.pendingReview, 'Pending review', 'warning'],
      [CompanyStatus.active, 'Active', 'success'],
      [CompanyStatus.suspended, 'Suspended', 'danger'],
      [CompanyStatus.closed, 'Closed', 'info'],
    ],
  },
  {
    type: 'brand_request_status',
    name: 'Brand registration request status',
    entries: [
      [BrandRequestStatus.submitted, 'Submitted', 'warning'],
      [BrandRequestStatus.approved, 'Approved', 'success'],
      [BrandRequestStatus.rejected, 'Rejected', 'danger'],
    ],
  },
  {
    type: 'document_type',
    name: 'Company document type',
    entries: [
      ['w9', 'W-9', 'default'],
      ['business_license', 'Business license', 'default'],
      ['insurance_certificate', 'Insurance certificate', 'default'],
      ['dealer_agreement', 'Dealer agreement', 'default'],
      ['resale_certificate', 'Resale certificate', 'default'],
      ['other', 'Other', 'default'],
    ],
  },
  {
    type: 'service_category',
    name: 'Service category',
    entries: [
      ['tune_up', 'Tune-up', 'default'],
      ['repair', 'Repair', 'default'],
      ['diagnostics', 'Diagnostics', 'default'],
      ['fitting', 'Fitting', 'default'],
      ['assembly', 'Assembly', 'default'],
      ['battery', 'Battery', 'default'],
      ['test_ride', 'Test ride', 'default'],
      ['delivery', 'Delivery', 'default'],
      ['other', 'Other', 'default'],
    ],
  },
];

const CONFIGS: ReadonlyArray<typeof configs.$inferInsert> = [
  { key: 'sys.account.registerUser', value: 'true', name: 'Self-registration of companies enabled' },
  { key: 'sys.account.captchaEnabled', value: 'true', name: 'Captcha on the login page enabled' },
  { key: 'sys.upload.maxSizeMb', value: '5', name: 'Largest upload, in MB' },
  { key: 'sys.index.skinName', value: 'skin-blue', name: 'Console skin' },
  { key: 'console.support.email', value: 'support@console.test', name: 'Support e-mail address' },
  { key: 'console.warranty.defaultYears', value: '2', name: 'Default warranty length, in years' },
];

export async function seedSystem(tx: Transaction): Promise<void> {
  await tx.insert(dictTypes).values(DICTIONARIES.map(({ type, name }) => ({ type, name })));
  await tx.insert(dictData).values(
    DICTIONARIES.flatMap(({ type, entries }) =>
      entries.map(([value, label, listClass], index) => ({
        dictType: type,
        label,
        value,
        listClass,
        sort: index + 1,
      })),
    ),
  );
  await tx.insert(configs).values([...CONFIGS]);
}
