import type {
  DashboardCard,
  DashboardRecentPayLog,
  DashboardSummary,
  DashboardTrend,
} from '@console/contract';
import { toDictEntries } from '@console/core';

/** The seeded dictionaries, as GET /system/dict/data/type/{type} sends them. */
export const statusEntries = toDictEntries([
  { dictLabel: 'Pending audit', dictValue: 'pending_audit', listClass: 'warning' },
  { dictLabel: 'Approved', dictValue: 'approved', listClass: 'success' },
  { dictLabel: 'Rejected', dictValue: 'rejected', listClass: 'danger' },
]);

export const categoryEntries = toDictEntries([
  { dictLabel: 'Offline payment received', dictValue: 'offline_payment_received', listClass: 'primary' },
  { dictLabel: 'Goodwill credit', dictValue: 'goodwill_credit', listClass: 'success' },
  { dictLabel: 'Chargeback', dictValue: 'chargeback', listClass: 'danger' },
  { dictLabel: 'Correction', dictValue: 'correction', listClass: 'warning' },
  { dictLabel: 'Promotion', dictValue: 'promotion', listClass: 'info' },
]);

/** Six months, the third a loss, the fourth without movements. */
export const trend: DashboardTrend = {
  label: 'Net change of available balance',
  points: [
    { month: '2024-10', amount: 1250 },
    { month: '2024-11', amount: 3400.5 },
    { month: '2024-12', amount: -820 },
    { month: '2025-01', amount: 0 },
    { month: '2025-02', amount: 2100 },
    { month: '2025-03', amount: 640.25 },
  ],
};

const log = (
  id: number,
  companyName: string,
  direction: DashboardRecentPayLog['direction'],
  amount: number,
  category: DashboardRecentPayLog['category'],
  status: DashboardRecentPayLog['status'],
  createdAt: string,
): DashboardRecentPayLog => ({ id, companyName, direction, amount, category, status, createdAt });

export const brandRecent: DashboardRecentPayLog[] = [
  log(15, 'Volt Bikes', 'credit', 1250, 'offline_payment_received', 'approved', '2025-03-14T10:30:00Z'),
  log(14, 'Volt Bikes', 'debit', 300.5, 'chargeback', 'pending_audit', '2025-03-10T08:00:00Z'),
  log(13, 'Volt Bikes', 'credit', 75, 'goodwill_credit', 'rejected', '2025-02-27T16:45:00Z'),
  log(12, 'Volt Bikes', 'credit', 12000, 'promotion', 'approved', '2025-02-02T09:15:00Z'),
  log(11, 'Volt Bikes', 'debit', 19.99, 'correction', 'approved', '2025-01-20T12:00:00Z'),
];

const money = (key: string, label: string, value: number): DashboardCard => ({
  key,
  label,
  value,
  format: 'money',
});
const count = (key: string, label: string, value: number): DashboardCard => ({
  key,
  label,
  value,
  format: 'count',
});

export const adminSummary: DashboardSummary = {
  role: 'admin',
  cards: [
    count('brands', 'Brands', 12),
    count('retailers', 'Retailers', 1204),
    count('payLogsPendingAudit', 'Payment logs awaiting audit', 3),
    count('brandRequestsSubmitted', 'Brand requests awaiting review', 2),
    money('balancesOwed', 'Available balances owed', 98765.4),
  ],
  recent: [
    log(
      41,
      'Volt Bikes',
      'credit',
      1250,
      'offline_payment_received',
      'pending_audit',
      '2025-03-14T10:30:00Z',
    ),
    log(40, 'Bay Cycles', 'debit', 300.5, 'chargeback', 'approved', '2025-03-12T08:00:00Z'),
    log(39, 'Mission Bikes', 'credit', 75, 'goodwill_credit', 'rejected', '2025-03-01T16:45:00Z'),
  ],
  trend: { ...trend, label: 'Net change of all available balances' },
};

export const brandSummary: DashboardSummary = {
  role: 'brand',
  cards: [
    money('availableBalance', 'Available balance', 12345.67),
    count('retailers', 'Linked retailers', 8),
    count('payLogsPendingAudit', 'Payment logs awaiting audit', 1),
  ],
  recent: brandRecent,
  trend,
};

export const retailerSummary: DashboardSummary = {
  role: 'retailer',
  cards: [
    money('availableBalance', 'Available balance', 0),
    count('brands', 'Linked brands', 3),
    count('payLogsPendingAudit', 'Payment logs awaiting audit', 0),
  ],
  recent: [log(7, 'Sunset E-Bikes', 'credit', 42, 'correction', 'approved', '2025-02-10T11:00:00Z')],
  trend: {
    ...trend,
    points: trend.points.map((point, index) => ({ ...point, amount: index === 5 ? 42 : 0 })),
  },
};
