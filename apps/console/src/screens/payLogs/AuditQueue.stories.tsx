import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { payLogStatusOptions } from '../../shared/money/payLogWords';
import { categoryEntries } from '../dashboard/dashboard.fixtures';
import { AuditQueue } from './AuditQueue';
import { adaViewer, pendingByAda, pendingByFinance, queuePage, supportViewer } from './payLogs.fixtures';

const meta = {
  title: 'Console/Money/PayLogs/AuditQueue',
  component: AuditQueue,
  args: {
    page: queuePage,
    loading: false,
    failed: false,
    onRetry: fn(),
    pageNum: 1,
    pageSize: 20,
    onPageChange: fn(),
    viewer: adaViewer,
    words: { statusOptions: payLogStatusOptions([]), categoryOptions: categoryEntries },
    onOpen: fn(),
    onAudit: fn(),
    onCorrect: fn(),
  },
} satisfies Meta<typeof AuditQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, number: string) => {
  const table = within(within(canvasElement).getByRole('table', { name: 'Payment logs awaiting audit' }));
  const row = table.getByRole('button', { name: number }).closest('tr');
  if (!row) throw new Error(`no row ${number}`);
  return within(row);
};

/**
 * Oldest first: Ada audits the finance admin's log; her own says it awaits another administrator and
 * offers no approval.
 */
export const Queue: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Payment logs awaiting audit' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No.',
      'Entered',
      'Company',
      'Amount',
      'Category',
      'Reference',
      'Entered by',
      'Evidence',
      'Actions',
    ]);
    const finance = rowOf(canvasElement, '#41');
    await expect(finance.getByText('+$1,500.00')).toBeVisible();
    await expect(finance.getByText('Offline payment received')).toBeVisible();
    await expect(finance.getByText('Fiona Finance')).toBeVisible();
    await expect(finance.getByText('Attached')).toBeVisible();
    await userEvent.click(finance.getByRole('button', { name: 'Audit' }));
    await expect(args.onAudit).toHaveBeenCalledWith(pendingByFinance);

    const own = rowOf(canvasElement, '#42');
    await expect(own.getByText('Awaits another administrator')).toBeVisible();
    await expect(own.queryByRole('button', { name: 'Audit' })).toBeNull();
    await expect(own.getByText('None')).toBeVisible();
    await userEvent.click(own.getByRole('button', { name: '#42' }));
    await expect(args.onOpen).toHaveBeenCalledWith(pendingByAda);
  },
};

/** A support admin reads the queue: no log offers an audit. */
export const SupportReadOnly: Story = {
  args: { viewer: supportViewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '#41' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Audit' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment log awaits audit.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('button', { name: '#41' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The payment logs awaiting audit could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
