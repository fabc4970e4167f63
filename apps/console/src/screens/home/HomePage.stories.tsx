import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from './HomePage';

const meta = {
  title: 'Console/Public pages/Home/HomePage',
  component: HomePage,
  args: { product: 'Console' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
    const audiences = within(canvas.getByRole('list', { name: 'Who it is for' }));
    await expect(audiences.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Brands',
      'Retailers',
      'Platform',
    ]);
  },
};
