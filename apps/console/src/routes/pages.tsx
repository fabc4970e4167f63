import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { LoadingScreen } from '../shell/LoadingScreen';
import type { ScreenKey } from './routeTable';

/** What every screen inside the console frame receives. */
export interface ShellScreenProps {
  /** The route's title (spec §2), for the page heading. */
  title: string;
  /** The tab's full path (path and query). */
  fullPath: string;
}

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;
const named = <P,>(load: () => Promise<Record<string, ComponentType<P>>>, name: string): Lazy<P> =>
  lazy(async () => {
    const module = await load();
    const component = module[name];
    if (!component) throw new Error(`${name} is not exported`);
    return { default: component };
  });

/** Screens inside the console frame, loaded on first use. */
export const shellScreens: Record<ScreenKey, Lazy<ShellScreenProps>> = {
  dashboard: named(() => import('../screens/dashboard/DashboardPage'), 'DashboardPage'),
  onsiteAmountList: named(() => import('../screens/onsite/BalanceHistoryPage'), 'BalanceHistoryPage'),
  warranties: named(() => import('../screens/warranty/WarrantyListPage'), 'WarrantyListPage'),
  warrantyDetail: named(() => import('../screens/warranty/WarrantyDetailPage'), 'WarrantyDetailPage'),
  addWarranty: named(() => import('../screens/warranty/AddWarrantyPage'), 'AddWarrantyPage'),
  products: named(() => import('../screens/catalogue/ProductsPage'), 'ProductsPage'),
  fulfillmentTypes: named(
    () => import('../screens/fulfillment/FulfillmentTypesPage'),
    'FulfillmentTypesPage',
  ),
  compensationRules: named(
    () => import('../screens/compensation/CompensationRulesPage'),
    'CompensationRulesPage',
  ),
  compensationRule: named(
    () => import('../screens/compensation/CompensationRuleDetailPage'),
    'CompensationRuleDetailPage',
  ),
  reverse: named(() => import('../screens/returns/ReversePage'), 'ReversePage'),
  notAvailable: named(() => import('../screens/notAvailable/NotAvailablePage'), 'NotAvailablePage'),
};

/** Signed-in pages without the sidebar (spec §2 "Other pages"). */
export const STANDALONE_PATHS: readonly string[] = ['/index', '/user/profile'];

const standaloneScreens: Record<string, Lazy<object>> = {
  '/index': named(() => import('../screens/index/IndexPage'), 'IndexPage'),
  '/user/profile': named(() => import('../screens/profile/ProfilePage'), 'ProfilePage'),
};

export function StandaloneScreen({ path }: { path: string }) {
  const Screen = standaloneScreens[path];
  if (!Screen) return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
}
