import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../kit/Button';
import { Input } from '../kit/Input';
import { ThemeStyle } from './ThemeStyle';

const meta = {
  title: 'UI/Foundations/ThemeStyle',
  tags: ['autodocs'],
  component: ThemeStyle,
  parameters: {
    docs: {
      description: {
        component:
          "Render it once at the root of the app with the user's theme colour and component size: it sets the --console-* CSS variables every component reads, and re-themes the whole UI when its props change. Do not set those variables by hand.",
      },
    },
  },
  args: { themeColor: '#304156', size: 'mini' },
  render: (args) => (
    <>
      <ThemeStyle {...args} />
      <Button variant="primary">Save</Button> <Input aria-label="Name" defaultValue="Bay Cycles" />
    </>
  ),
} satisfies Meta<typeof ThemeStyle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PresetColourAndMiniSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // #304156 is one of the 8 presets; the primary button takes it, and mini controls are 28 px tall.
    await waitFor(() =>
      expect(getComputedStyle(canvas.getByRole('button', { name: 'Save' })).backgroundColor).toBe(
        'rgb(48, 65, 86)',
      ),
    );
    await expect(
      getComputedStyle(document.documentElement).getPropertyValue('--console-control-height'),
    ).toBe('28px');
  },
};

export const InvalidColourFallsBack: Story = {
  args: { themeColor: 'not a colour', size: 'default' },
  play: async ({ canvasElement }) => {
    // An invalid colour falls back to the default #409EFF (its readable shade on the primary button).
    await waitFor(() =>
      expect(
        getComputedStyle(document.documentElement).getPropertyValue('--console-primary').toLowerCase(),
      ).toBe('#409eff'),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
