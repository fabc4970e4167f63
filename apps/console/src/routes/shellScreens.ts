import { type Preloadable, preloadable } from '../shared/preloadable';
import type { ShellScreenProps } from '../shared/ShellScreenProps';
import { dashboardScreen } from './landingScreen';
import type { ScreenKey } from './routeTable';

/**
 * Screens inside the console frame, each its own chunk: the route's loader starts fetching it as its page
 * is opened (the sidebar already when the pointer or focus reaches its entry); once its code is in, the
 * frame renders it without suspending.
 */
// One screen for the Event Booking Manager, Test Rides and the Appointment List (spec §2: Test Rides reuses it).
const bookingManager = preloadable(() =>
  import('../screens/bookings/BookingManagerPage').then((m) => m.BookingManagerPage),
);

export const shellScreens: Record<ScreenKey, Preloadable<ShellScreenProps>> = {
  dashboard: dashboardScreen,
  onsiteAmountList: preloadable(() =>
    import('../screens/onsite/BalanceHistoryPage').then((m) => m.BalanceHistoryPage),
  ),
  warranties: preloadable(() =>
    import('../screens/warranty/WarrantyListPage').then((m) => m.WarrantyListPage),
  ),
  warrantyDetail: preloadable(() =>
    import('../screens/warranty/WarrantyDetailPage').then((m) => m.WarrantyDetailPage),
  ),
  addWarranty: preloadable(() =>
    import('../screens/warranty/AddWarrantyPage').then((m) => m.AddWarrantyPage),
  ),
  products: preloadable(() => import('../screens/catalogue/ProductsPage').then((m) => m.ProductsPage)),
  fulfillmentTypes: preloadable(() =>
    import('../screens/fulfillment/FulfillmentTypesPage').then((m) => m.FulfillmentTypesPage),
  ),
  compensationRules: preloadable(() =>
    import('../screens/compensation/CompensationRulesPage').then((m) => m.CompensationRulesPage),
  ),
  compensationRule: preloadable(() =>
    import('../screens/compensation/CompensationRuleDetailPage').then((m) => m.CompensationRuleDetailPage),
  ),
  reverse: preloadable(() => import('../screens/returns/ReversePage').then((m) => m.ReversePage)),
  companyDetails: preloadable(() =>
    import('../screens/company/CompanyDetailsPage').then((m) => m.CompanyDetailsPage),
  ),
  companyDetailsEdit: preloadable(() =>
    import('../screens/company/CompanyDetailsEditPage').then((m) => m.CompanyDetailsEditPage),
  ),
  quickStart: preloadable(() => import('../screens/company/QuickStartPage').then((m) => m.QuickStartPage)),
  retailers: preloadable(() => import('../screens/dealers/RetailersPage').then((m) => m.RetailersPage)),
  brands: preloadable(() => import('../screens/dealers/BrandsPage').then((m) => m.BrandsPage)),
  companyDocuments: preloadable(() =>
    import('../screens/documents/DocumentsPage').then((m) => m.DocumentsPage),
  ),
  adminCompanies: preloadable(() =>
    import('../screens/adminCompanies/AdminCompaniesPage').then((m) => m.AdminCompaniesPage),
  ),
  adminCompany: preloadable(() =>
    import('../screens/adminCompanies/AdminCompanyPage').then((m) => m.AdminCompanyPage),
  ),
  employees: preloadable(() => import('../screens/people/EmployeesPage').then((m) => m.EmployeesPage)),
  adminUsers: preloadable(() => import('../screens/people/AdminUsersPage').then((m) => m.AdminUsersPage)),
  shops: preloadable(() => import('../screens/shops/ShopListPage').then((m) => m.ShopListPage)),
  shopDetail: preloadable(() => import('../screens/shops/ShopDetailPage').then((m) => m.ShopDetailPage)),
  serviceMenu: preloadable(() =>
    import('../screens/services/ServiceMenuPage').then((m) => m.ServiceMenuPage),
  ),
  eventSettings: preloadable(() =>
    import('../screens/eventSettings/EventSettingsPage').then((m) => m.EventSettingsPage),
  ),
  editSchedule: preloadable(() =>
    import('../screens/schedule/EditSchedulePage').then((m) => m.EditSchedulePage),
  ),
  liveDataProgram: preloadable(() => import('../screens/liveData/LiveDataPage').then((m) => m.LiveDataPage)),
  bookingManager,
  testRides: bookingManager,
  appointments: bookingManager,
  bookingDetail: preloadable(() =>
    import('../screens/bookings/BookingDetailPage').then((m) => m.BookingDetailPage),
  ),
  financial: preloadable(() => import('../screens/financial/FinancialPage').then((m) => m.FinancialPage)),
  transactions: preloadable(() =>
    import('../screens/reports/TransactionsPage').then((m) => m.TransactionsPage),
  ),
  payouts: preloadable(() => import('../screens/reports/PayoutsPage').then((m) => m.PayoutsPage)),
  payoutDetail: preloadable(() =>
    import('../screens/reports/PayoutDetailPage').then((m) => m.PayoutDetailPage),
  ),
  brandBilling: preloadable(() => import('../screens/billing/BillingPage').then((m) => m.BillingPage)),
  brandStatements: preloadable(() =>
    import('../screens/billing/BrandStatementsPage').then((m) => m.BrandStatementsPage),
  ),
  amountList: preloadable(() => import('../screens/amount/AmountListPage').then((m) => m.AmountListPage)),
  payLogs: preloadable(() => import('../screens/payLogs/PayLogsPage').then((m) => m.PayLogsPage)),
  flightBoard: preloadable(() =>
    import('../screens/onsiteService/FlightBoardPage').then((m) => m.FlightBoardPage),
  ),
  onsiteDispatch: preloadable(() =>
    import('../screens/onsiteService/DispatchPage').then((m) => m.DispatchPage),
  ),
  onsiteMyDay: preloadable(() => import('../screens/onsiteService/MyDayPage').then((m) => m.MyDayPage)),
  developer: preloadable(() => import('../screens/developer/DeveloperPage').then((m) => m.DeveloperPage)),
  bugs: preloadable(() => import('../screens/bugs/MyBugsPage').then((m) => m.MyBugsPage)),
  allBugs: preloadable(() => import('../screens/bugs/AllBugsPage').then((m) => m.AllBugsPage)),
  bugDetails: preloadable(() => import('../screens/bugs/BugDetailPage').then((m) => m.BugDetailPage)),
  adminBugs: preloadable(() => import('../screens/bugs/TriageQueuePage').then((m) => m.TriageQueuePage)),
  adminBugDetails: preloadable(() =>
    import('../screens/bugs/AdminBugDetailPage').then((m) => m.AdminBugDetailPage),
  ),
  notAvailable: preloadable(() =>
    import('../screens/notAvailable/NotAvailablePage').then((m) => m.NotAvailablePage),
  ),
};
