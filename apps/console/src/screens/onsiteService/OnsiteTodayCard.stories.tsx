import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { today } from './board.fixtures';
import { OnsiteTodayCard } from './OnsiteTodayCard';

const meta = {
  title: 'Console/Onsite service/OnsiteService/OnsiteTodayCard',
  component: OnsiteTodayCard,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/dashboard">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: { data: today },
} satisfies Meta<typeof OnsiteTodayCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An onsite brand's dashboard: today's jobs by status, the delayed ones, the next jobs, links to the board. */
export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Onsite service today' })).toBeVisible();
    await expect(canvas.getByText('Jobs today').nextElementSibling).toHaveTextContent('9');
    await expect(canvas.getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      '/onsite/work/flightBoard?delayed=true',
    );
    const statuses = within(canvas.getByRole('list', { name: 'Jobs by status' })).getAllByRole('listitem');
    await expect(statuses.map((item) => item.getAttribute('aria-label'))).toEqual([
      'New: 1',
      'Confirmed: 1',
      'Scheduled: 1',
      'Assigned: 1',
      'En route: 1',
      'On site: 1',
      'Completed: 1',
      'Cannot complete: 1',
      'Cancelled: 1',
    ]);
    const rows = within(canvas.getByRole('table', { name: 'Next onsite jobs' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(3);
    await expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11:00 EST', 'OSJ-000103', 'Newark, NJ', 'Priya Shah', 'En route']);
    await expect(canvas.getByRole('link', { name: 'OSJ-000103' })).toHaveAttribute(
      'href',
      '/onsite/work/flightBoard?job=103',
    );
    await expect(canvas.getByRole('link', { name: 'Open the flight board' })).toHaveAttribute(
      'href',
      '/onsite/work/flightBoard',
    );
  },
};

/** Nothing planned today. */
export const QuietDay: Story = {
  args: { data: { date: '2026-11-27', total: 0, byStatus: {}, delayed: 0, jobs: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jobs today').nextElementSibling).toHaveTextContent('0');
    await expect(canvas.getByText('Delayed').nextElementSibling).toHaveTextContent('0');
    await expect(canvas.queryByRole('link', { name: '0' })).toBeNull();
    await expect(canvas.getByText('No more jobs today.')).toBeVisible();
  },
};
