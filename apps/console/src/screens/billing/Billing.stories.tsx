import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Billing } from './Billing';
import {
  exhaustedStatement,
  expiringMastercard,
  failedDetail,
  failedStatement,
  statements,
  summary,
  visa,
} from './billing.fixtures';

const loaded = <T,>(data: T) => ({ data, loading: false, failed: false, onRetry: fn() });
const loading = { data: undefined, loading: true, failed: false, onRetry: fn() };
const failed = { data: undefined, loading: false, failed: true, onRetry: fn() };

const meta = {
  title: 'Console/Money/Billing/Billing',
  component: Billing,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/onsite/amount/billing">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Billing',
    summary: loaded(summary),
    card: {
      cards: loaded([visa]),
      canChange: true,
      onAdd: fn(),
      adding: false,
      onMakeDefault: fn(),
      onRemove: fn(),
    },
    statements: {
      ...loaded({ rows: statements, total: statements.length }),
      pageNum: 1,
      pageSize: 20,
      onPageChange: fn(),
      onOpen: fn(),
    },
    drawer: { open: false, statement: loading, onClose: fn(), onDownloadCsv: fn(), onDownloadPdf: fn() },
  },
} satisfies Meta<typeof Billing>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Statements' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Voltline: a card on file, what it owes so far, and its statements paid and issued. */
export const WithCard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    await expect(canvas.getByText('$2,430.50')).toBeVisible();
    await expect(
      canvas.getByText(/for 3 claims is billed on your next statement, on 2026-12-01/),
    ).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(rowsOf(canvasElement)).toEqual([
      [
        'November 2026, to 2026-11-21',
        'ST-202611-2-1',
        '$585.00',
        'Issued',
        '0',
        'No card on file: add a card to pay this statement.',
        'When a card is added',
      ],
      ['October 2026', 'ST-202610-2', '$12,345.67', 'Paid', '1', '—', '—'],
      ['September 2026', 'ST-202609-2', '$880.00', 'Paid', '1', '—', '—'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'ST-202610-2' }));
    await expect(args.statements.onOpen).toHaveBeenCalledWith(statements[1]);
  },
};

/** No card yet: the page asks for one. */
export const NoCard: Story = {
  args: { card: { ...meta.args.card, cards: loaded([]) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(args.card.onAdd).toHaveBeenCalledOnce();
  },
};

export const ExpiringCard: Story = {
  args: { card: { ...meta.args.card, cards: loaded([{ ...expiringMastercard, isDefault: true }]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^This card expires soon/)).toBeVisible();
  },
};

/** Ridgeway: a declined card, a statement failed twice with its next retry, an older one out of retries. */
export const FailedCharges: Story = {
  args: {
    statements: {
      ...meta.args.statements,
      ...loaded({ rows: [failedStatement, exhaustedStatement], total: 2 }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toEqual([
      [
        'November 2026, to 2026-11-20',
        'ST-202611-3-1',
        '$960.00',
        'Charge failed',
        '2',
        'Your card was declined.',
        '2026-11-24',
      ],
      [
        'September 2026',
        'ST-202609-3',
        '$12,345.67',
        'Charge failed',
        '4',
        'Your card has insufficient funds.',
        'No more retries: update the card',
      ],
    ]);
  },
};

/** A statement opened: its detail in the drawer over the page. */
export const StatementOpened: Story = {
  args: { drawer: { ...meta.args.drawer, open: true, statement: loaded(failedDetail) } },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Statement ST-202611-3-1' }));
    await expect(drawer.getByRole('status')).toHaveTextContent('Next retry 2026-11-24.');
    await expect(drawer.getByRole('link', { name: 'CLM-000201' })).toBeVisible();
  },
};

/** Staff read the card and the statements; the card's buttons are not there. */
export const StaffReadOnly: Story = {
  args: { card: { ...meta.args.card, canChange: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /card/i })).toBeNull();
    await expect(
      canvas.getByText('Only an owner or a manager of your company can change the card.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ST-202610-2' })).toBeVisible();
  },
};

export const NoStatementsYet: Story = {
  args: {
    summary: loaded({ ...summary, unbilledCents: 0, unbilledClaims: 0 }),
    statements: { ...meta.args.statements, ...loaded({ rows: [], total: 0 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No statements match these filters.')).toBeVisible();
    await expect(canvas.getAllByText('$0.00')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: {
    summary: loading,
    card: { ...meta.args.card, cards: loading },
    statements: { ...meta.args.statements, ...loading },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Not on a statement yet')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Cards on file' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: {
    summary: failed,
    card: { ...meta.args.card, cards: failed },
    statements: { ...meta.args.statements, ...failed },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('What you owe could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('The cards on file could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('The statements could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[2] as HTMLElement);
    await expect(args.statements.onRetry).toHaveBeenCalledOnce();
  },
};
