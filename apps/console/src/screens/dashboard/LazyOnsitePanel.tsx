import { lazy, Suspense } from 'react';

// The onsite card is its own chunk: the dashboard's figures do not wait for its code.
const OnsiteTodayPanel = lazy(() =>
  import('../onsiteService/OnsiteTodayPanel').then((module) => ({ default: module.OnsiteTodayPanel })),
);

/** Today's onsite jobs, for brands with onsite service. */
export function LazyOnsitePanel() {
  return (
    <Suspense fallback={null}>
      <OnsiteTodayPanel />
    </Suspense>
  );
}
