import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusHistory } from './StatusHistory';

const LABELS = { open: 'Open', closed: 'Closed' } as const;

const meta = {
  title: 'Console/Shared/StatusHistory',
  component: StatusHistory<'open' | 'closed'>,
  args: {
    label: 'Ticket history',
    statusLabel: (status: 'open' | 'closed') => LABELS[status],
    changes: [
      { from: null, to: 'open', actor: 'Rita Retail', reason: 'opened', at: '2026-11-20T09:15:00Z' },
      { from: 'open', to: 'closed', actor: null, reason: 'closed after 30 days', at: '2026-11-22T03:00:00Z' },
    ],
  },
} satisfies Meta<typeof StatusHistory<'open' | 'closed'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first; a creation shows its status alone; the system's steps read "System". */
export const Changes: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table', { name: 'Ticket history' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    await expect(rows).toEqual([
      ['2026-11-20 09:15', 'Open', 'Rita Retail', 'opened'],
      ['2026-11-22 03:00', 'Open → Closed', 'System', 'closed after 30 days'],
    ]);
  },
};

export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No status changes recorded.')).toBeVisible();
  },
};
