import type { RouteDef } from '@console/core';

/**
 * Which screen a route shows. Business areas that arrive in later issues show `notAvailable`: the
 * layout, title and breadcrumb, and an honest "not available yet" state.
 */
export type ScreenKey =
  | 'dashboard'
  | 'onsiteAmountList'
  | 'warranties'
  | 'warrantyDetail'
  | 'addWarranty'
  | 'products'
  | 'fulfillmentTypes'
  | 'compensationRules'
  | 'compensationRule'
  | 'reverse'
  | 'companyDetails'
  | 'companyDetailsEdit'
  | 'quickStart'
  | 'retailers'
  | 'brands'
  | 'companyDocuments'
  | 'adminCompanies'
  | 'adminCompany'
  | 'employees'
  | 'adminUsers'
  | 'shops'
  | 'shopDetail'
  | 'serviceMenu'
  | 'eventSettings'
  | 'editSchedule'
  | 'bookingManager'
  | 'testRides'
  | 'appointments'
  | 'bookingDetail'
  | 'financial'
  | 'transactions'
  | 'payouts'
  | 'payoutDetail'
  | 'brandBilling'
  | 'brandStatements'
  | 'amountList'
  | 'payLogs'
  | 'flightBoard'
  | 'onsiteDispatch'
  | 'onsiteMyDay'
  | 'liveDataProgram'
  | 'bugs'
  | 'allBugs'
  | 'bugDetails'
  | 'adminBugs'
  | 'adminBugDetails'
  | 'developer'
  | 'notAvailable';

export type ConsoleRoute = RouteDef<ScreenKey>;

const page = (
  path: string,
  name: string,
  title: string,
  extra: Partial<ConsoleRoute> = {},
): ConsoleRoute => ({
  path,
  name,
  element: 'notAvailable',
  ...extra,
  meta: { title, ...extra.meta },
});

const hidden = (
  path: string,
  name: string,
  title: string,
  activeMenu?: string,
  extra: Partial<ConsoleRoute> = {},
): ConsoleRoute =>
  page(path, name, title, { ...extra, hidden: true, meta: { title, ...(activeMenu ? { activeMenu } : {}) } });

/**
 * The route table of spec §2, for the signed-in layout. User types: 1 brand, 2 retailer, 3 platform admin;
 * a route without `userTypes` is open to all three. `permissions` is the sidebar's sub-permission number.
 * Public routes, `/index` and `/user/profile` (pages without the sidebar) are in `publicPages.ts`.
 */
export const routeTable: readonly ConsoleRoute[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [
      page('dashboard', 'Dashboard', 'Dashboard', {
        element: 'dashboard',
        meta: { icon: 'dashboard', affix: true },
      }),
      hidden('editSchedule', 'EditSchedule', 'Edit Schedule', undefined, { element: 'editSchedule' }),
    ],
  },
  {
    path: '/quickStart',
    userTypes: [2],
    children: [
      page('index', 'QuickStart', 'Quick Start Guide', { element: 'quickStart', meta: { icon: 'document' } }),
    ],
  },
  {
    path: '/warranty',
    redirect: '/warranty/index',
    children: [
      page('index', 'Warranty', 'Warranties', { element: 'warranties', meta: { icon: 'warranty' } }),
      hidden('detail', 'WarrantyDetail', 'Warranty Detail', '/warranty/index', { element: 'warrantyDetail' }),
      hidden('addwar', 'AddWarranty', 'Add Warranties', '/warranty/index', { element: 'addWarranty' }),
    ],
  },
  {
    path: '/brand',
    userTypes: [2],
    children: [page('index', 'Brand', 'Brands', { element: 'brands', meta: { icon: 'shop' } })],
  },
  {
    path: '/events',
    redirect: 'noRedirect',
    alwaysShow: true,
    userTypes: [2],
    meta: { title: 'Events', icon: 'calendar' },
    children: [
      page('eventsManager', 'EventsManager', 'Event Booking Manager', { element: 'bookingManager' }),
      page('eventsStting', 'EventsSetting', 'Event Setting', { element: 'eventSettings' }),
      hidden('detail', 'EventDetail', 'Event Detail', '/events/eventsManager', { element: 'bookingDetail' }),
    ],
  },
  {
    path: '/testRides',
    redirect: 'noRedirect',
    userTypes: [1],
    meta: { title: 'Test Rides', icon: 'calendar' },
    children: [
      // Spec §2: Test Rides reuses the event manager screen.
      page('testRides', 'TestRides', 'Test Rides', { element: 'testRides', meta: { icon: 'calendar' } }),
      hidden('detail', 'TestRideDetail', 'Test Ride Detail', '/testRides/testRides', {
        element: 'bookingDetail',
      }),
    ],
  },
  {
    path: '/reports',
    redirect: 'noRedirect',
    alwaysShow: true,
    userTypes: [2],
    meta: { title: 'Reports', icon: 'money' },
    children: [
      page('transaction', 'Transaction', 'Transactions', { element: 'transactions' }),
      page('payouts', 'Payouts', 'Payouts', { element: 'payouts' }),
      hidden('payouts/detail', 'PayoutDetail', 'Payout Detail', '/reports/payouts', {
        element: 'payoutDetail',
      }),
    ],
  },
  {
    path: '/live_data_program',
    userTypes: [2],
    children: [
      page('index', 'LiveDataProgram', 'Live Data Program', {
        meta: { icon: 'chart' },
        element: 'liveDataProgram',
      }),
    ],
  },
  {
    path: '/company',
    redirect: 'noRedirect',
    alwaysShow: true,
    userTypes: [2],
    meta: { title: 'Company', icon: 'shop' },
    children: [
      page('details', 'details', 'Company Details', { element: 'companyDetails' }),
      hidden('details/edit', 'DetailsEdit', 'Edit Company Details', '/company/details', {
        element: 'companyDetailsEdit',
      }),
      page('shop', 'Shop', 'Shop(s)', { element: 'shops' }),
      page('service', 'Service', 'Service Menu', { element: 'serviceMenu' }),
      page('employee', 'Employee', 'Employees', { element: 'employees' }),
      page('documents', 'Documents', 'Documents', { element: 'companyDocuments' }),
      hidden('shop/detail/:id', 'ShopDetail', 'Shop Detail', '/company/shop', { element: 'shopDetail' }),
      // Not in the retailer's menu (spec §2): its owner's company details link it, for booking webhooks and keys.
      hidden('webhook', 'Webhook', 'Developer', '/company/details', { permissions: 1, element: 'developer' }),
    ],
  },
  {
    path: '/company',
    redirect: 'noRedirect',
    alwaysShow: true,
    userTypes: [1],
    meta: { title: 'Company', icon: 'shop' },
    children: [
      page('details', 'details', 'Company Details', { element: 'companyDetails' }),
      hidden('details/edit', 'DetailsEdit', 'Edit Company Details', '/company/details', {
        element: 'companyDetailsEdit',
      }),
      page('retailers', 'Retailers', 'Retailers', { element: 'retailers' }),
      page('employee', 'Employee', 'Employees', { element: 'employees' }),
      // Brands have no menu entry for documents (spec §2): their company details page links here.
      hidden('documents', 'Documents', 'Documents', '/company/details', { element: 'companyDocuments' }),
      page('warrantyCompensation', 'WarrantyCompensation', 'Warranty Compensation', {
        permissions: 1,
        element: 'compensationRules',
      }),
      page('fulfillment', 'Fulfillment', 'Fulfillment Type', { element: 'fulfillmentTypes' }),
      page('product', 'Product', 'Products', { element: 'products' }),
      page('webhook', 'Webhook', 'Developer', { permissions: 1, element: 'developer' }),
    ],
  },
  {
    // Spec §2: no role restriction is stated for this group.
    path: '/appointment',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: 'Appointments', icon: 'calendar' },
    children: [
      page('list', 'AppointmentList', 'Appointment List', { element: 'appointments' }),
      hidden('detail/:id', 'AppointmentDetail', 'Appointment Detail', '/appointment/list', {
        element: 'bookingDetail',
      }),
    ],
  },
  {
    path: '/bugs',
    userTypes: [1, 2],
    children: [
      page('index', 'Bugs', 'Bug Reports', { element: 'bugs', meta: { icon: 'bug' } }),
      hidden('allBugs', 'AllBugs', 'All Bugs', '/bugs/index', { element: 'allBugs' }),
      hidden('allBugs/bugDetails', 'BugDetails', 'Bug Details', '/bugs/index', { element: 'bugDetails' }),
    ],
  },
  {
    path: '/admin-company',
    redirect: 'noRedirect',
    alwaysShow: true,
    userTypes: [3],
    meta: { title: 'Companies', icon: 'shop' },
    children: [
      page('brand', 'AdminBrand', 'Brands', { element: 'adminCompanies' }),
      page('retailer', 'AdminRetailer', 'Retailers', { element: 'adminCompanies' }),
      // A company's page, under the list it belongs to.
      hidden('brand/detail/:id', 'AdminBrandDetail', 'Brand Detail', '/admin-company/brand', {
        element: 'adminCompany',
      }),
      hidden('retailer/detail/:id', 'AdminRetailerDetail', 'Retailer Detail', '/admin-company/retailer', {
        element: 'adminCompany',
      }),
    ],
  },
  {
    path: '/adminConfiguration',
    redirect: 'noRedirect',
    alwaysShow: true,
    userTypes: [3],
    meta: { title: 'Configuration', icon: 'setting' },
    children: [
      page('adminWarrantyCompensation', 'AdminWarrantyCompensation', 'Warranty Compensation', {
        element: 'compensationRules',
      }),
      hidden(
        'adminWarrantyDetail/:id',
        'AdminWarrantyDetail',
        'Warranty Compensation Detail',
        '/adminConfiguration/adminWarrantyCompensation',
        { element: 'compensationRule' },
      ),
      page('fulfillmentType', 'FulfillmentType', 'Fulfillment Type', { element: 'fulfillmentTypes' }),
      hidden('reverse/:id', 'Reverse', 'Reverse Direction', '/adminConfiguration/fulfillmentType', {
        element: 'reverse',
      }),
    ],
  },
  {
    path: '/admin-user',
    userTypes: [3],
    children: [page('index', 'AdminUser', 'Users', { element: 'adminUsers', meta: { icon: 'user' } })],
  },
  {
    path: '/financial',
    userTypes: [3],
    children: [page('index', 'Financial', 'Financial', { element: 'financial', meta: { icon: 'money' } })],
  },
  {
    path: '/admin/shop',
    userTypes: [3],
    children: [
      page('index', 'AdminShop', 'Shops', { element: 'shops', meta: { icon: 'shop' } }),
      hidden('detail/:id', 'AdminShopDetail', 'Shop Detail', '/admin/shop/index', { element: 'shopDetail' }),
    ],
  },
  {
    path: '/amount',
    userTypes: [3],
    children: [
      page('index', 'Amount', 'Amount list', {
        permissions: 2,
        element: 'amountList',
        meta: { icon: 'money' },
      }),
      // Support admins read payment logs (the API refuses them entering and auditing): no permissions number.
      hidden('payLogs', 'PayLogs', 'Payment logs', '/amount/index', { element: 'payLogs' }),
      hidden('statements', 'AmountStatements', 'Brand statements', '/amount/index', {
        permissions: 2,
        element: 'brandStatements',
      }),
    ],
  },
  {
    path: '/admin_bugs',
    userTypes: [3],
    children: [
      page('index', 'AdminBugs', 'Bug Reports', { element: 'adminBugs', meta: { icon: 'bug' } }),
      hidden('allBugs/bugDetails', 'AdminBugDetails', 'Bug Details', '/admin_bugs/index', {
        element: 'adminBugDetails',
      }),
    ],
  },
  {
    // Opened in a new tab from the balance in the top bar (brand users).
    path: '/onsite/amount',
    hidden: true,
    userTypes: [1],
    children: [
      page('list', 'OnsiteAmountList', 'Balance History', { element: 'onsiteAmountList' }),
      page('billing', 'OnsiteAmountBilling', 'Billing', { element: 'brandBilling' }),
    ],
  },
  {
    path: '/onsite/work',
    hidden: true,
    userTypes: [1],
    children: [
      page('flightBoard', 'FlightBoard', 'Onsite Service', { element: 'flightBoard' }),
      // Owners and managers dispatch (permissions 2); staff and technicians read the board.
      hidden('dispatch', 'OnsiteDispatch', 'Dispatch', '/onsite/work/flightBoard', {
        element: 'onsiteDispatch',
        permissions: 2,
      }),
      hidden('myDay', 'OnsiteMyDay', 'My Day', '/onsite/work/flightBoard', { element: 'onsiteMyDay' }),
    ],
  },
];

/** Where the user menu's links go (spec §2 "Layout"). */
export const SHELL_PATHS = {
  dashboard: '/dashboard',
  profile: '/user/profile',
  companyDetails: '/company/details',
  onsiteService: '/onsite/work/flightBoard',
  balanceHistory: '/onsite/amount/list',
  billing: '/onsite/amount/billing',
  brandStatements: '/amount/statements',
} as const;

/** The flight board for a workshop screen: signed in, without the console's menus. */
const KIOSK_PATH = '/onsite/kiosk';

/** Signed-in pages without the sidebar (spec §2 "Other pages"). */
export const STANDALONE_PATHS: readonly string[] = ['/index', '/user/profile', KIOSK_PATH];

/** Pages only for brands with onsite service (spec §6: the Onsite Service link shows only for them). */
export const ONSITE_ONLY_PATHS: readonly string[] = [
  SHELL_PATHS.onsiteService,
  '/onsite/work/dispatch',
  '/onsite/work/myDay',
  KIOSK_PATH,
];
