import { Tabs } from '@console/ui';
import { useSearchParams } from 'react-router-dom';
import { ScreenLayout } from '../../shared/ScreenLayout';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { ClaimsTab } from '../claims/ClaimsTab';
import { ReturnsTab } from '../returns/ReturnsTab';
import { WarrantiesTab } from './WarrantiesTab';

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
          { value: 'claims', label: 'Claims', content: <ClaimsTab /> },
          { value: 'returns', label: 'Returns', content: <ReturnsTab /> },
        ]}
      />
    </ScreenLayout>
  );
}
