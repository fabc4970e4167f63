import type { AuditEvent } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditTrail } from './AuditTrail';

const base: AuditEvent = {
  id: 1,
  at: '2026-11-20T09:15:00.000Z',
  actor: 'Rita Retail',
  companyId: 4,
  companyName: 'Harbor Cycles',
  subjectUserId: 9,
  subjectName: 'Sid Staff',
  action: 'user.invited',
  entity: 'user',
  entityId: '9',
  before: null,
  after: { email: 'sid@harbor.test', role: 3 },
  ip: '203.0.113.7',
};

const events: AuditEvent[] = [
  {
    ...base,
    id: 4,
    at: '2026-11-23T16:40:00.000Z',
    actor: 'Ada Admin',
    action: 'user.password_reset',
    after: null,
    ip: '198.51.100.2',
  },
  {
    ...base,
    id: 3,
    at: '2026-11-22T11:05:00.000Z',
    action: 'user.deactivated',
    before: { status: 'active' },
    after: { status: 'deactivated' },
  },
  {
    ...base,
    id: 2,
    at: '2026-11-21T10:00:00.000Z',
    action: 'user.role_changed',
    before: { role: 3 },
    after: { role: 2 },
  },
  base,
];

const meta = {
  title: 'Console/Shared/AuditTrail',
  component: AuditTrail,
  args: {
    label: 'Audit trail of Sid Staff',
    page: { rows: events, total: events.length },
    loading: false,
    failed: false,
    onRetry: fn(),
    pageNum: 1,
    pageSize: 10,
    onPageChange: fn(),
  },
} satisfies Meta<typeof AuditTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Newest first: who, a sentence per action, each changed value before → after, and the address. */
export const Events: Story = {
  play: async ({ canvasElement }) => {
    await expect(cellsOf(canvasElement, 'Audit trail of Sid Staff')).toEqual([
      ['2026-11-23 16:40', 'Ada Admin', 'Forced a password reset for Sid Staff', '—', '198.51.100.2'],
      [
        '2026-11-22 11:05',
        'Rita Retail',
        'Deactivated Sid Staff',
        'Status: Active → Deactivated',
        '203.0.113.7',
      ],
      [
        '2026-11-21 10:00',
        'Rita Retail',
        'Changed the company role of Sid Staff',
        'Role: Staff → Manager',
        '203.0.113.7',
      ],
      [
        '2026-11-20 09:15',
        'Rita Retail',
        'Invited Sid Staff',
        'E-mail: — → sid@harbor.testRole: — → Staff',
        '203.0.113.7',
      ],
    ]);
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A company's trail names the company; the system's actions (a scheduled job) read "System". */
export const CompanyTrail: Story = {
  args: {
    label: 'Audit trail of Harbor Cycles',
    showCompany: true,
    page: {
      rows: [
        {
          ...base,
          id: 8,
          actor: null,
          subjectUserId: null,
          subjectName: null,
          action: 'document.expired',
          entity: 'company_document',
          entityId: '31',
          after: null,
          ip: null,
        },
        {
          ...base,
          id: 7,
          actor: 'Ada Admin',
          subjectName: null,
          action: 'dealer.terminated',
          entity: 'brand_retailer',
          entityId: '3',
          before: { status: 'active' },
          after: { status: 'terminated' },
        },
      ],
      total: 2,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(cellsOf(canvasElement, 'Audit trail of Harbor Cycles')).toEqual([
      ['2026-11-20 09:15', 'System', 'A document of Harbor Cycles expired', 'Harbor Cycles', '—', '—'],
      [
        '2026-11-20 09:15',
        'Ada Admin',
        'Terminated: Brand retailer #3',
        'Harbor Cycles',
        'Status: Active → Terminated',
        '203.0.113.7',
      ],
    ]);
  },
};

/** More events than a page: the pager asks for the next one. */
export const Paged: Story = {
  args: { page: { rows: events.slice(0, 2), total: 14 }, pageSize: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total 14')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ pageNum: 2, pageSize: 2 });
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No actions recorded yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The audit trail could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
