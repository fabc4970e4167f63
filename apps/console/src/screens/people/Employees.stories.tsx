import type { EmployeeListQuery } from '@console/contract';
import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Employees } from './Employees';
import { employees, shops } from './people.fixtures';

const query: EmployeeListQuery = { pageNum: 1, pageSize: 20 };

const refused = (code: number, msg: string, fields?: Record<string, string>) =>
  new HttpError(msg, { code, status: code, data: { code, msg, data: fields ? { fields } : null } });

const meta = {
  title: 'Console/Companies/People/Employees',
  component: Employees,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    title: 'Employees',
    viewer: { userId: 5, role: 1 },
    query,
    onQueryChange: fn(),
    page: { rows: employees, total: 25 },
    loading: false,
    failed: false,
    onRetry: fn(),
    shops,
    onAdd: fn(() => Promise.resolve()),
    onSave: fn(() => Promise.resolve()),
    onAction: fn(() => Promise.resolve()),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof Employees>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Employees' });

/** Each row's cells but the actions. */
const cells = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 8)
        .map((cell) => cell.textContent),
    );

const actionsOf = (canvasElement: HTMLElement, name: string) => {
  const row = within(table(canvasElement))
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.startsWith(name));
  return row
    ? within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

/** An owner: every person with position, shops, skills, role (or no login), status and last sign-in. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(cells(canvasElement)).toEqual([
      [
        'Rita Retail (you)',
        'retailer@console.test',
        'Other',
        'Harbor Embarcadero',
        '—',
        'Owner',
        'Active',
        '2026-11-24 08:30',
      ],
      [
        'Rosa Manager',
        'retailer.manager@console.test',
        'Service manager',
        'Harbor Embarcadero',
        '—',
        'Manager',
        'Active',
        '—',
      ],
      ['Ivan Invited', 'invited@console.test', 'Other', 'Harbor Embarcadero', '—', 'Staff', 'Invited', '—'],
      [
        'Casey Quinn',
        '—',
        'Technician',
        'Harbor Embarcadero, Harbor Mission',
        'Bosch diagnostics, Battery service',
        'No login',
        'Active',
        '—',
      ],
      [
        'Logan Walsh',
        'logan.walsh@harbor.test',
        'Sales',
        'Harbor Embarcadero',
        '—',
        'Staff',
        'Deactivated',
        '2026-10-01 12:00',
      ],
    ]);
    // Nobody deactivates themselves; an invitation is resent or revoked; a deactivated person reactivated.
    await expect(actionsOf(canvasElement, 'Rita Retail')).toEqual(['Edit']);
    await expect(actionsOf(canvasElement, 'Ivan Invited')).toEqual([
      'Edit',
      'Resend invitation',
      'Revoke invitation',
      'Deactivate',
    ]);
    await expect(actionsOf(canvasElement, 'Logan Walsh')).toEqual(['Edit', 'Reactivate']);
    await expect(within(canvasElement).getByRole('button', { name: 'Add employee' })).toBeVisible();
    await expect(within(canvasElement).getByText('Total 25')).toBeVisible();
  },
};

/** A manager manages people but never an owner. */
export const Manager: Story = {
  args: { viewer: { userId: 6, role: 2 } },
  play: async ({ canvasElement }) => {
    await expect(actionsOf(canvasElement, 'Rita Retail')).toEqual([]);
    await expect(actionsOf(canvasElement, 'Rosa Manager (you)')).toEqual(['Edit']);
    await expect(actionsOf(canvasElement, 'Casey Quinn')).toEqual(['Edit', 'Deactivate']);
  },
};

/** Staff read the list: no actions, and the page says who may change people. */
export const Staff: Story = {
  args: { viewer: { userId: 9, role: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Only the company's owner or a manager can change people.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add employee' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
  },
};

/** An owner adds a person and invites them as a manager: the role is theirs to choose. */
export const AddAndInvite: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add employee' }));
    const form = within(await screen.findByRole('form', { name: 'New employee' }));
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Nina');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Newhire');
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail' }), 'nina@harbor.test');
    await userEvent.click(form.getByRole('checkbox', { name: 'Harbor Mission' }));
    await expect(form.queryByRole('checkbox', { name: /Harbor Outlet/ })).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: 'Skills' }), 'Wheel truing{Enter}');
    await expect(form.queryByRole('combobox', { name: 'Company role' })).toBeNull();
    await userEvent.click(form.getByRole('switch', { name: /Invite to the console/ }));
    await userEvent.click(form.getByRole('combobox', { name: 'Company role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await userEvent.click(form.getByRole('button', { name: 'Add and invite' }));
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith({
        firstName: 'Nina',
        lastName: 'Newhire',
        email: 'nina@harbor.test',
        position: 'technician',
        shopIds: [12],
        skills: ['Wheel truing'],
        companyRole: 2,
        invite: true,
      }),
    );
    await waitFor(() => expect(screen.getByText('Employee added.')).toBeVisible());
  },
};

/** A manager's new logins are staff: the role is locked and the form says why. */
export const ManagerRoleLocked: Story = {
  args: { viewer: { userId: 6, role: 2 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add employee' }));
    const form = within(await screen.findByRole('form', { name: 'New employee' }));
    await userEvent.click(form.getByRole('switch', { name: /Invite to the console/ }));
    await expect(form.getByRole('combobox', { name: 'Company role' })).toBeDisabled();
    await expect(
      form.getByText("New logins get the staff role; only the company's owner can give another."),
    ).toBeVisible();
    // An invitation needs an address: the contract says so on the field, before anything is sent.
    await userEvent.click(form.getByRole('button', { name: 'Add and invite' }));
    await expect(await form.findByText('Enter the e-mail address the invitation goes to.')).toBeVisible();
  },
};

/** Editing a login: its sign-in e-mail stays; an owner changes the role. */
export const EditRole: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Rosa Manager' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Rosa Manager' }));
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    await expect(form.queryByRole('switch')).toBeNull();
    await userEvent.click(form.getByRole('combobox', { name: 'Company role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Staff' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(2, expect.objectContaining({ companyRole: 3, invite: false })),
    );
  },
};

/** The server's refusal lands on its field: an address another account has. */
export const ServerFieldError: Story = {
  args: {
    onAdd: fn(() =>
      Promise.reject(
        refused(409, 'An account with this email already exists.', {
          email: 'An account with this email already exists.',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add employee' }));
    const form = within(await screen.findByRole('form', { name: 'New employee' }));
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Bea');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Brand');
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail' }), 'brand@console.test');
    await userEvent.click(form.getByRole('switch', { name: /Invite to the console/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add and invite' }));
    const email = form.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('already exists')));
    await expect(email).toHaveValue('brand@console.test');
  },
};

/** A refusal no field takes shows above the button: the last active owner stays one. */
export const LastOwnerRefused: Story = {
  args: {
    onSave: fn(() =>
      Promise.reject(
        refused(
          409,
          "This is the company's last active owner: they cannot be demoted. Make another user an owner first.",
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Rita Retail' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Rita Retail' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Company role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(
      await form.findByText(
        "This is the company's last active owner: they cannot be demoted. Make another user an owner first.",
      ),
    ).toBeVisible();
  },
};

/** Deactivating asks first, says what it does, then confirms itself. */
export const DeactivateConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deactivate: Rosa Manager' }));
    const box = await screen.findByRole('alertdialog', { name: 'Deactivate Rosa Manager?' });
    await expect(box).toHaveAccessibleDescription(
      'Rosa Manager can no longer sign in and is signed out at once. You can reactivate them later.',
    );
    const dialog = within(box);
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('deactivate', employees[1]));
    await waitFor(() => expect(screen.getByText('Employee deactivated.')).toBeVisible());
  },
};

/** Cancelling a revocation sends nothing; resending needs no confirmation. */
export const InvitationActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke invitation: Ivan Invited' }));
    const box = await screen.findByRole('alertdialog', { name: 'Revoke the invitation?' });
    await expect(box).toHaveAccessibleDescription(
      'The link e-mailed to invited@console.test stops working. Ivan Invited stays on the list without a console login.',
    );
    const dialog = within(box);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend invitation: Ivan Invited' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('resend', employees[2]));
    await waitFor(() => expect(screen.getByText('Invitation sent again.')).toBeVisible());
  },
};

/** A refused action shows the server's message. */
export const ActionRefused: Story = {
  args: {
    onAction: fn(() => Promise.reject(refused(409, 'This person has no pending invitation.'))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Resend invitation: Ivan Invited' }),
    );
    await waitFor(() => expect(screen.getByText('This person has no pending invitation.')).toBeVisible());
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 }, query: { ...query, position: 'sales' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No employees match these filters.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The employees could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The filters apply together with Search. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Employee filters' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Search' }), 'quinn');
    await userEvent.click(filters.getByRole('combobox', { name: 'Position' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Technician' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Shop' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Mission' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ q: 'quinn', position: 'technician', shopId: 12 }),
    );
  },
};
