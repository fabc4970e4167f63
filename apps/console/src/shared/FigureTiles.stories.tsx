import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureTiles } from './FigureTiles';

const meta = {
  title: 'Console/Shared/FigureTiles',
  component: FigureTiles,
  args: {
    tiles: [
      { key: 'owed', label: 'Owed to retailers', value: '$15,825.50', detail: 'Available $12,345.50' },
      { key: 'linked', label: 'Linked retailers', value: '8' },
    ],
  },
} satisfies Meta<typeof FigureTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAndWithoutDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const owed = canvasElement.querySelector('[data-card="owed"]') as HTMLElement;
    await expect(within(owed).getByText('Owed to retailers', { selector: 'dt' })).toBeVisible();
    await expect([...owed.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '$15,825.50',
      'Available $12,345.50',
    ]);
    const linked = canvasElement.querySelector('[data-card="linked"]') as HTMLElement;
    await expect([...linked.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['8']);
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
  },
};
