import { onsiteJobStatus } from '@console/contract';
import { contrastRatio } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JobStatusTag } from './JobStatusTag';

const meta = {
  title: 'Console/Onsite service/OnsiteService/JobStatusTag',
  component: JobStatusTag,
  args: { status: 'en_route' },
} satisfies Meta<typeof JobStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'rgb(29, 95, 168)' → '#1d5fa8'. */
function hexOf(colour: string): string {
  const channels = colour.match(/\d+/g)?.slice(0, 3) ?? [];
  return `#${channels.map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
}

export const EnRoute: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En route')).toBeVisible();
  },
};

/** Every status reads as words in its own colour, each at WCAG AA contrast (4.5:1) as the browser paints it. */
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
    const labels = [
      'New',
      'Confirmed',
      'Scheduled',
      'Assigned',
      'En route',
      'On site',
      'Completed',
      'Cannot complete',
      'Cancelled',
    ];
    const colours = new Set<string>();
    for (const label of labels) {
      const tag = canvas.getByText(label);
      await expect(tag).toBeVisible();
      const style = getComputedStyle(tag);
      const [text, background] = [hexOf(style.color), hexOf(style.backgroundColor)];
      colours.add(background);
      await expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    }
    await expect(colours.size).toBe(9);
    await expect(canvas.queryByText('en_route')).toBeNull();
  },
};

/** The kiosk's: as large as the text around it. */
export const Large: Story = {
  args: { large: true },
  render: (args) => (
    <div style={{ fontSize: 28 }}>
      <JobStatusTag {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('En route')).fontSize).toBe('28px');
  },
};
