import type { RouteDef } from './types';

/** A trimmed route table shaped like spec §2, shared by the routes tests. */
export const consoleRoutes: RouteDef[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [
      { path: 'dashboard', name: 'Dashboard', meta: { title: 'Dashboard', icon: 'dashboard', affix: true } },
      { path: 'editSchedule', name: 'EditSchedule', hidden: true, meta: { title: 'Edit Schedule' } },
    ],
  },
  {
    path: '/warranty',
    redirect: '/warranty/index',
    userTypes: [1, 2, 3],
    children: [
      { path: 'index', name: 'Warranty', meta: { title: 'Warranties', icon: 'warranty' } },
      {
        path: 'detail',
        name: 'WarrantyDetail',
        hidden: true,
        meta: { title: 'Warranty Detail', activeMenu: '/warranty/index' },
      },
      { path: 'addwar', name: 'AddWarranty', hidden: true, meta: { title: 'Add Warranties' } },
    ],
  },
  {
    path: '/events',
    redirect: 'noRedirect',
    alwaysShow: true,
    userTypes: [2],
    meta: { title: 'Events', icon: 'calendar' },
    children: [
      { path: 'eventsManager', name: 'EventsManager', meta: { title: 'Event Booking Manager' } },
      { path: 'eventsStting', name: 'EventsSetting', meta: { title: 'Event Setting' } },
      { path: 'detail', name: 'EventDetail', hidden: true, meta: { title: 'Event Detail' } },
    ],
  },
  {
    path: '/reports',
    redirect: 'noRedirect',
    alwaysShow: true,
    userTypes: [2],
    meta: { title: 'Reports', icon: 'chart' },
    children: [
      { path: 'transaction', name: 'Transaction', meta: { title: 'Transactions' } },
      { path: 'payouts', name: 'Payouts', meta: { title: 'Payouts' } },
    ],
  },
  {
    path: '/company',
    redirect: 'noRedirect',
    userTypes: [2],
    meta: { title: 'Company', icon: 'company' },
    children: [
      { path: 'details', name: 'details', meta: { title: 'Company Details' } },
      { path: 'shop', name: 'Shop', meta: { title: 'Shop(s)' } },
      { path: 'shop/detail/:id', name: 'ShopDetail', hidden: true, meta: { title: 'Shop Detail' } },
    ],
  },
  {
    path: '/company',
    redirect: 'noRedirect',
    userTypes: [1],
    meta: { title: 'Company', icon: 'company' },
    children: [
      { path: 'details', name: 'details', meta: { title: 'Company Details' } },
      { path: 'details/edit', name: 'DetailsEdit', hidden: true, meta: { title: 'Edit Company Details' } },
      {
        path: 'warrantyCompensation',
        name: 'WarrantyCompensation',
        permissions: 1,
        meta: { title: 'Warranty Compensation' },
      },
      { path: 'webhook', name: 'Webhook', permissions: 1, meta: { title: 'Developer' } },
    ],
  },
  {
    path: '/testRides',
    userTypes: [1],
    children: [{ path: 'testRides', name: 'TestRides', meta: { title: 'Test Rides', icon: 'bike' } }],
  },
  {
    path: '/appointment',
    redirect: 'noRedirect',
    meta: { title: 'Appointments', icon: 'clock' },
    children: [
      { path: 'list', name: 'AppointmentList', meta: { title: 'Appointment List' } },
      { path: 'detail/:id', name: 'AppointmentDetail', hidden: true, meta: { title: 'Appointment Detail' } },
    ],
  },
  {
    path: '/adminConfiguration',
    redirect: 'noRedirect',
    userTypes: [3],
    meta: { title: 'Configuration', icon: 'setting' },
    children: [
      {
        path: 'adminWarrantyCompensation',
        name: 'AdminWarrantyCompensation',
        meta: { title: 'Warranty Compensation' },
      },
      {
        path: 'adminWarrantyDetail/:id',
        name: 'AdminWarrantyDetail',
        hidden: true,
        meta: {
          title: 'Warranty Compensation Detail',
          activeMenu: '/adminConfiguration/adminWarrantyCompensation',
        },
      },
      { path: 'reverse/:id', name: 'Reverse', hidden: true, meta: { title: 'Reverse Direction' } },
    ],
  },
  {
    path: '/amount',
    userTypes: [3],
    permissions: 2,
    children: [{ path: 'index', name: 'Amount', meta: { title: 'Amount list', icon: 'money' } }],
  },
  { path: 'https://help.example.com/console', meta: { title: 'Help Center', icon: 'link' } },
];
