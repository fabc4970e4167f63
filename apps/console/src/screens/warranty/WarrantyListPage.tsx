import { Skeleton, Tabs } from '@console/ui';
import { useSearchParams } from 'react-router-dom';
import { CodeBoundary } from '../../shared/CodeBoundary';
import { preloadable } from '../../shared/preloadable';
import { ScreenLayout } from '../../shared/ScreenLayout';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { WarrantiesTab } from './WarrantiesTab';

// The claims and returns tabs (their queues, drawers and forms) are fetched when first shown: the
// warranties tab, the one a visit opens, paints without their code.
const ClaimsTab = preloadable(() => import('../claims/ClaimsTab').then((module) => module.ClaimsTab));
const ReturnsTab = preloadable(() => import('../returns/ReturnsTab').then((module) => module.ReturnsTab));

const VIEWS = ['warranties', 'claims', 'returns'] as const;
type View = (typeof VIEWS)[number];

/**
 * /warranty/index: the units, the claims on them and the parts coming back, one tab each. The tab is the
 * URL's `view` (warranties when absent), so a reload or a shared link opens the same one.
 */
export function WarrantyListPage({ title }: ShellScreenProps) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('view');
  const view: View = VIEWS.find((name) => name === asked) ?? 'warranties';
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Tabs
        aria-label="Warranty views"
        value={view}
        onValueChange={(next) =>
          setSearch(next === 'warranties' ? new URLSearchParams() : new URLSearchParams({ view: next }), {
            replace: true,
          })
        }
        items={[
          { value: 'warranties', label: 'Warranties', content: <WarrantiesTab /> },
          {
            value: 'claims',
            label: 'Claims',
            content: (
              <CodeBoundary component={ClaimsTab} fallback={<Skeleton rows={5} />}>
                <ClaimsTab />
              </CodeBoundary>
            ),
          },
          {
            value: 'returns',
            label: 'Returns',
            content: (
              <CodeBoundary component={ReturnsTab} fallback={<Skeleton rows={5} />}>
                <ReturnsTab />
              </CodeBoundary>
            ),
          },
        ]}
      />
    </ScreenLayout>
  );
}
