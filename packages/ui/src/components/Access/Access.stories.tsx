import { messages } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../kit/Button';
import { AccessProvider, HasPermi, HasRole, useHasPermi, useHasRole, usePermissions } from './Access';

const meta = {
  title: 'UI/Components/Access',
  tags: ['autodocs'],
  subcomponents: { HasPermi, HasRole },
  parameters: {
    docs: {
      description: {
        component:
          "Put AccessProvider once near the root with the signed-in user's permissions and roles, then wrap a button or a section in HasPermi or HasRole to show it only to users who may use it. It hides controls; it does not protect data: the API still checks every request.",
      },
    },
  },
  component: AccessProvider,
} satisfies Meta<typeof AccessProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function UserToolbar() {
  return (
    <div data-testid="toolbar" style={{ display: 'flex', gap: 8 }}>
      <HasPermi value={['system:user:add']}>
        <Button>Add user</Button>
      </HasPermi>
      <HasPermi value={['system:user:edit', 'system:user:remove']}>
        <Button>Edit user</Button>
      </HasPermi>
      <HasPermi value={['system:user:export']}>
        <Button>Export</Button>
      </HasPermi>
    </div>
  );
}

export const Permissions: Story = {
  args: { permissions: ['system:user:add', 'system:user:remove'], children: <UserToolbar /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add user' })).toBeVisible();
    // Any one of the codes is enough.
    await expect(canvas.getByRole('button', { name: 'Edit user' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    // A denied element leaves nothing behind: no wrapper, no gap.
    await expect(canvas.getByTestId('toolbar').childElementCount).toBe(2);
  },
};

export const WildcardPermission: Story = {
  args: { permissions: ['*:*:*'], children: <UserToolbar /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Add user', 'Edit user', 'Export']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const NothingGranted: Story = {
  args: { permissions: [], children: <UserToolbar /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('toolbar')).toBeEmptyDOMElement();
  },
};

function RoleLinks() {
  return (
    <ul>
      <HasRole value={['brand']}>
        <li>Brand reports</li>
      </HasRole>
      <HasRole value={['retailer', 'dealer']}>
        <li>Retailer bookings</li>
      </HasRole>
    </ul>
  );
}

export const Roles: Story = {
  args: { roles: ['dealer'], children: <RoleLinks /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Retailer bookings')).toBeVisible();
    await expect(canvas.queryByText('Brand reports')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const AdminRole: Story = {
  args: { roles: ['admin'], children: <RoleLinks /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Brand reports')).toBeVisible();
    await expect(canvas.getByText('Retailer bookings')).toBeVisible();
  },
};

export const Fallback: Story = {
  args: {
    permissions: ['system:user:query'],
    children: (
      <HasPermi value={['system:user:export']} fallback={<p>Ask an administrator for export rights.</p>}>
        <Button>Export</Button>
      </HasPermi>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ask an administrator for export rights.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  },
};

function GrantDemo() {
  const [permissions, setPermissions] = useState<string[]>([]);
  const granted = permissions.includes('system:user:export');
  return (
    <>
      <Button onClick={() => setPermissions(granted ? [] : ['system:user:export'])}>
        {granted ? 'Revoke export' : 'Grant export'}
      </Button>
      <AccessProvider permissions={permissions}>
        <HasPermi value={['system:user:export']}>
          <Button variant="primary">Export</Button>
        </HasPermi>
      </AccessProvider>
    </>
  );
}

/** The template checked once, at insert time; here a change of permissions shows or hides at once. */
export const FollowsPermissionChanges: Story = {
  render: () => <GrantDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Grant export' }));
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke export' }));
    await expect(canvas.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  },
};

function AccessSummary() {
  const { permissions, roles } = usePermissions();
  const canAdd = useHasPermi(['system:user:add']);
  const isBrand = useHasRole(['brand']);
  return (
    <dl>
      <dt>Held</dt>
      <dd>{[...permissions, ...roles].join(', ')}</dd>
      <dt>Can add users</dt>
      <dd>{canAdd ? 'yes' : 'no'}</dd>
      <dt>Brand staff</dt>
      <dd>{isBrand ? 'yes' : 'no'}</dd>
    </dl>
  );
}

export const Hooks: Story = {
  args: { permissions: ['system:user:add'], roles: ['retailer'], children: <AccessSummary /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('system:user:add, retailer')).toBeVisible();
    await expect(canvas.getByText('Can add users').nextElementSibling).toHaveTextContent('yes');
    await expect(canvas.getByText('Brand staff').nextElementSibling).toHaveTextContent('no');
  },
};

class ShowError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** An empty or missing value is a programming error: it throws core's message instead of hiding. */
export const InvalidValue: Story = {
  args: {
    permissions: ['*:*:*'],
    roles: ['admin'],
    children: (
      <>
        <ShowError>
          <HasPermi value={[]}>
            <Button>Add user</Button>
          </HasPermi>
        </ShowError>
        <ShowError>
          <HasRole value={'admin' as unknown as string[]}>
            <Button>Settings</Button>
          </HasRole>
        </ShowError>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [permiError, roleError] = canvas.getAllByRole('alert');
    await expect(permiError).toHaveTextContent(messages.permiValueRequired);
    await expect(permiError).toHaveTextContent(
      'A permission check needs a non-empty array of permission codes, for example ["system:user:add"].',
    );
    await expect(roleError).toHaveTextContent(
      'A role check needs a non-empty array of role keys, for example ["admin"].',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
