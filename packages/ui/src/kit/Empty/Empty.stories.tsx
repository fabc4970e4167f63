import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessagesProvider } from '../../messages';
import { Button } from '../Button';
import { Empty } from './Empty';

const meta = {
  title: 'UI/Kit/Empty',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it when a list, table or page has nothing to show: a picture, a short text and, when it helps, an action. DataTable already shows it for a table without rows.',
      },
    },
  },
  component: Empty,
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data')).toBeVisible();
    // The picture is decoration: hidden from assistive technology.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CustomDescription: Story = {
  args: { description: 'No warranties registered yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No warranties registered yet')).toBeVisible();
    await expect(canvas.queryByText('No data')).toBeNull();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    description: 'No appointments',
    action: (
      <Button variant="primary" onClick={onCreate}>
        New appointment
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New appointment' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const CustomImage: Story = {
  args: { image: <span aria-hidden="true">🚲</span>, imageSize: 48 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('🚲')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const Localised: Story = {
  decorators: [
    (Story) => (
      <MessagesProvider messages={{ noData: '暂无数据' }}>
        <Story />
      </MessagesProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};
