import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { payLogStatusOptions } from '../../shared/money/payLogWords';
import { categoryEntries } from '../dashboard/dashboard.fixtures';
import { AuditQueue } from './AuditQueue';
import { PayLogHistory } from './PayLogHistory';
import { PayLogs } from './PayLogs';
import { adaViewer, companies, historyPage, queuePage, supportViewer } from './payLogs.fixtures';
import type { PayLogViewer } from './payLogs.logic';

const words = { statusOptions: payLogStatusOptions([]), categoryOptions: categoryEntries };
const rowActions = { onOpen: fn(), onAudit: fn(), onCorrect: fn() };

const queueOf = (viewer: PayLogViewer) => (
  <AuditQueue
    {...rowActions}
    page={queuePage}
    loading={false}
    failed={false}
    onRetry={fn()}
    pageNum={1}
    pageSize={20}
    onPageChange={fn()}
    viewer={viewer}
    words={words}
  />
);

const historyOf = (viewer: PayLogViewer) => (
  <PayLogHistory
    {...rowActions}
    query={{ pageNum: 1, pageSize: 20 }}
    onQueryChange={fn()}
    page={historyPage}
    loading={false}
    failed={false}
    onRetry={fn()}
    companies={companies}
    viewer={viewer}
    words={words}
    onExport={fn()}
    exporting={false}
  />
);

const meta = {
  title: 'Console/Money/PayLogs/PayLogs',
  component: PayLogs,
  args: {
    title: 'Payment logs',
    view: 'queue',
    onViewChange: fn(),
    canWrite: true,
    onAdd: fn(),
    queue: queueOf(adaViewer),
    history: historyOf(adaViewer),
  },
} satisfies Meta<typeof PayLogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A super admin opens the page on the audit queue; Add enters a new log; History is one tab away. */
export const AuditQueueTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment logs' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Audit queue' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('table', { name: 'Payment logs awaiting audit' })).toBeVisible();
    await expect(canvas.getByText('Awaits another administrator')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add payment log' }));
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('history');
  },
};

export const HistoryTab: Story = {
  args: { view: 'history' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('table', { name: 'Payment log history' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Payment log filters' })).toBeVisible();
  },
};

/** A support admin reads: the page says who enters and audits, and offers neither. */
export const SupportAdminReadOnly: Story = {
  args: { canWrite: false, queue: queueOf(supportViewer), history: historyOf(supportViewer) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'You can read payment logs and their evidence; super admins and finance admins enter and audit them.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add payment log' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Audit' })).toBeNull();
  },
};
