import { onsiteJobStatus } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JobStatusTag } from './JobStatusTag';

const meta = {
  title: 'Console/Screens/OnsiteService/JobStatusTag',
  component: JobStatusTag,
  args: { status: 'new' },
} satisfies Meta<typeof JobStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status of the state machine reads as words, never as its code (axe checks the colours' contrast). */
export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {onsiteJobStatus.options.map((status) => (
        <JobStatusTag key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [
      'New',
      'Confirmed',
      'Scheduled',
      'Assigned',
      'En route',
      'On site',
      'Completed',
      'Cannot complete',
      'Cancelled',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.queryByText('cannot_complete')).toBeNull();
  },
};
