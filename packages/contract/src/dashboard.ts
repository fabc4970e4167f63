// `GET /dashboard/summary`: the figures of the signed-in user's dashboard, for what their role owns.
import { z } from 'zod';
import { payLogRow } from './money.ts';

export const dashboardRole = z.enum(['admin', 'brand', 'retailer']);

export const dashboardCard = z.object({
  /** Stable per figure (e.g. 'availableBalance'), for the console to pick icons and links. */
  key: z.string(),
  label: z.string(),
  value: z.number(),
  /** 'money': a decimal amount with two places at most; 'count': a whole number. */
  format: z.enum(['count', 'money']),
});

/** One of the newest payment logs the viewer may see. */
export const dashboardRecentPayLog = payLogRow.pick({
  id: true,
  companyName: true,
  direction: true,
  amount: true,
  category: true,
  status: true,
  createdAt: true,
});

export const dashboardTrendPoint = z.object({
  /** Calendar month in UTC, 'YYYY-MM'. */
  month: z.string(),
  /** Net movement of available balances in that month (decimal, signed). */
  amount: z.number(),
});

/** The last six months, the current one last; a month without movements is 0. */
export const dashboardTrend = z.object({ label: z.string(), points: z.array(dashboardTrendPoint) });

export const dashboardSummary = z.object({
  role: dashboardRole,
  cards: z.array(dashboardCard),
  recent: z.array(dashboardRecentPayLog),
  trend: dashboardTrend,
});

export type DashboardRole = z.infer<typeof dashboardRole>;
export type DashboardCard = z.infer<typeof dashboardCard>;
export type DashboardRecentPayLog = z.infer<typeof dashboardRecentPayLog>;
export type DashboardTrendPoint = z.infer<typeof dashboardTrendPoint>;
export type DashboardTrend = z.infer<typeof dashboardTrend>;
export type DashboardSummary = z.infer<typeof dashboardSummary>;
