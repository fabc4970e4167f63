import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DealerStatusTag } from './DealerStatusTag';

const meta = {
  title: 'Console/Companies/Dealers/DealerStatusTag',
  component: DealerStatusTag,
  args: { status: 'active', initiatedBy: 'brand' },
} satisfies Meta<typeof DealerStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
  },
};

/** Pending: "Invited" when the brand asked, "Requested" when the retailer did. */
export const Pending: Story = {
  render: () => (
    <>
      <DealerStatusTag status="invited" initiatedBy="brand" />{' '}
      <DealerStatusTag status="invited" initiatedBy="retailer" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invited')).toBeVisible();
    await expect(canvas.getByText('Requested')).toBeVisible();
  },
};

export const Ended: Story = {
  render: () => (
    <>
      <DealerStatusTag status="suspended" initiatedBy="brand" />{' '}
      <DealerStatusTag status="terminated" initiatedBy="brand" />{' '}
      <DealerStatusTag status="declined" initiatedBy="retailer" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Suspended', 'Terminated', 'Declined'])
      await expect(canvas.getByText(label)).toBeVisible();
  },
};
