import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Kit/Tooltip',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it for a short hint on hover and focus, e.g. what an icon-only button does (which still needs its own aria-label). Do not put essential information or interactive content in it.',
      },
    },
  },
  component: Tooltip,
  args: {
    content: 'Reload the list',
    children: (
      <Button iconOnly aria-label="Refresh">
        ⟳
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const refresh = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Refresh' });

/** The visible bubble (Radix also renders a visually hidden copy with role tooltip for screen readers). */
const bubble = () => document.querySelector<HTMLElement>('[data-side]');

const expectShown = async (trigger: HTMLElement) => {
  const tooltip = await screen.findByRole('tooltip');
  await expect(tooltip).toHaveTextContent('Reload the list');
  await expect(trigger).toHaveAccessibleDescription('Reload the list');
  const shown = bubble() as HTMLElement;
  await expect(shown).toHaveTextContent('Reload the list');
  await expect(shown).toBeVisible();
  await expect(shown.getBoundingClientRect().width).toBeGreaterThan(0);
};

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = refresh(canvasElement);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(trigger);
    await expectShown(trigger);
    // Above its trigger by default.
    await expect((bubble() as HTMLElement).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    );
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = refresh(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expectShown(trigger);
  },
};

export const EscapeHides: Story = {
  play: async ({ canvasElement }) => {
    const trigger = refresh(canvasElement);
    await userEvent.tab();
    await expectShown(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // The trigger keeps focus.
    await expect(trigger).toHaveFocus();
  },
};

export const Bottom: Story = {
  args: { side: 'bottom' },
  play: async ({ canvasElement }) => {
    const trigger = refresh(canvasElement);
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
    await expect((bubble() as HTMLElement).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().bottom,
    );
  },
};
