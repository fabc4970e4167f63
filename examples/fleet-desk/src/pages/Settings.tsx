import { Card, Descriptions, usePermissions } from '@console/ui';

/** Only the fleet lead sees this route in the menu (its `permissions` level in routes.ts). */
export function Settings() {
  const { permissions } = usePermissions();
  return (
    <Card title="Settings">
      <Descriptions
        columns={1}
        items={[
          { label: 'API', value: '/fleet-api' },
          { label: 'Your permissions', value: permissions.join(', ') },
          { label: 'Theme, size, tabs', value: 'The gear in the top bar opens the layout settings.' },
        ]}
      />
    </Card>
  );
}
