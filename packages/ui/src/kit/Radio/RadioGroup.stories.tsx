import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/Kit/RadioGroup',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it for one choice among a few options (about two to five) that should all stay visible. For many options use Select; for on/off use Switch.',
      },
    },
  },
  component: RadioGroup,
  args: {
    'aria-label': 'Delivery',
    options: [
      { label: 'Pick-up', value: 'pickup' },
      { label: 'Home delivery', value: 'home' },
      { label: 'Store', value: 'store' },
      { label: 'Locker', value: 'locker', disabled: true },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    await userEvent.click(within(group).getByText('Home delivery'));
    await expect(within(group).getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('home');
  },
};

/**
 * Holds the key down until the focus has moved, as a person does: Radix moves the focus just after the
 * key goes down and checks the radio it focuses while an arrow key is held.
 */
async function pressArrow(key: string) {
  const focused = document.activeElement;
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(document.activeElement).not.toBe(focused));
  await userEvent.keyboard(`{/${key}}`);
}

export const ArrowKeys: Story = {
  args: { defaultValue: 'pickup' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery' });
    const radio = (name: string) => within(group).getByRole('radio', { name });
    await userEvent.tab();
    await expect(radio('Pick-up')).toHaveFocus();
    await pressArrow('ArrowRight');
    await expect(radio('Home delivery')).toHaveFocus();
    await expect(radio('Home delivery')).toBeChecked();
    await pressArrow('ArrowDown');
    await expect(radio('Store')).toBeChecked();
    // The disabled "Locker" is skipped: the focus wraps to the first option.
    await pressArrow('ArrowRight');
    await expect(radio('Pick-up')).toBeChecked();
    await pressArrow('ArrowLeft');
    await expect(radio('Store')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('store');
    // Tab leaves the group (one tab stop).
    await userEvent.tab();
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', value: 'store' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery' });
    await expect(within(group).getByRole('radio', { name: 'Store' })).toBeChecked();
    const [first, second] = within(group).getAllByRole('radio');
    // Stacked: the second option sits under the first.
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(within(group).getByRole('radio', { name: 'Store' })).borderTopColor).toBe(
      'rgb(245, 108, 108)',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'home' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery' });
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(within(group).getByText('Store'), { pointerEventsCheck: 0 });
    await expect(within(group).getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
