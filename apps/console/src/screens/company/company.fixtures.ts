import type { CompanyDetails, QuickStart, QuickStartItem } from '@console/contract';

export const harborLogo = '0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png';

/** A retailer's details as `GET /company/details` answers its owner. */
export const harborDetails: CompanyDetails = {
  id: 4,
  type: 2,
  legalName: 'Harbor Cycles LLC',
  displayName: 'Harbor Cycles',
  ein: '12-3456789',
  website: 'https://harbor.example',
  phone: '+1 (415) 555-0100',
  email: 'shop@harbor.example',
  logo: harborLogo,
  address: {
    street: '1 Embarcadero Ctr',
    street2: 'Suite 200',
    city: 'San Francisco',
    state: 'CA',
    zip: '94111',
  },
  timezone: 'America/Los_Angeles',
  status: 'active',
  badges: [
    { code: 'authorised_dealer', label: 'Authorised dealer of Ridgeway E-Bikes' },
    { code: 'authorised_dealer', label: 'Authorised dealer of Voltline Bikes' },
    { code: 'documents_verified', label: 'Documents verified' },
  ],
  editable: true,
};

/** A retailer that has given its name and state only (as a newly registered one). */
export const newRetailerDetails: CompanyDetails = {
  ...harborDetails,
  id: 9,
  legalName: null,
  displayName: 'Kestrel Bike Works',
  ein: null,
  website: null,
  phone: null,
  email: null,
  logo: null,
  address: { street: null, street2: null, city: null, state: 'AZ', zip: null },
  timezone: 'America/New_York',
  badges: [],
};

const step = (key: string, label: string, path: string, done: boolean): QuickStartItem => ({
  key,
  label,
  hint: `What ${label.toLowerCase()} takes.`,
  path,
  done,
});

/** The guide's steps, none done. */
export const quickStartSteps: QuickStartItem[] = [
  step('profile', 'Complete your company profile', '/company/details/edit', false),
  step('shop', 'Add a shop with its opening hours', '/company/shop', false),
  step('documents', 'Get your documents approved', '/company/documents', false),
  step('service', 'Set up your service menu', '/company/service', false),
  step('employees', 'Invite your employees', '/company/employee', false),
];

/** The guide with the steps of these keys done. */
export const quickStartWith = (done: readonly string[], dismissedAt: string | null = null): QuickStart => ({
  items: quickStartSteps.map((item) => ({ ...item, done: done.includes(item.key) })),
  dismissedAt,
});
