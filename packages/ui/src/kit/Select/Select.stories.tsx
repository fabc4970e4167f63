import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';

const bikeTypes: SelectOption[] = [
  { label: 'City bike', value: 'city' },
  { label: 'Cargo bike', value: 'cargo' },
  { label: 'Mountain bike', value: 'mtb' },
  { label: 'Folding bike', value: 'folding', disabled: true },
];

const meta = {
  title: 'UI/Kit/Select',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it for one choice from a list, e.g. a type or a status filter. For a few options that should stay visible use RadioGroup.',
      },
    },
  },
  component: Select,
  args: { options: bikeTypes, 'aria-label': 'Bike type', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Bike type' });
    // The catalogue's placeholder.
    await expect(trigger).toHaveTextContent('Select');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Filled: Story = {
  args: { value: 'cargo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Bike type' })).toHaveTextContent(
      'Cargo bike',
    );
  },
};

export const CustomPlaceholder: Story = {
  args: { placeholder: 'Pick a type' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Bike type' })).toHaveTextContent(
      'Pick a type',
    );
  },
};

export const PickWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Bike type' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'City bike',
      'Cargo bike',
      'Mountain bike',
      'Folding bike',
    ]);
    await expect(within(listbox).getByRole('option', { name: 'Folding bike' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Mountain bike' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('mtb');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Mountain bike');
  },
};

export const PickWithKeyboard: Story = {
  args: { value: undefined, defaultValue: 'city' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Bike type' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    // The selected option gets the focus; the arrow skips nothing, Enter picks.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'City bike' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Cargo bike' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('cargo');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Cargo bike');
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Bike type' });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Select');
  },
};

export const Clearable: Story = {
  args: { clearable: true, onClear: fn() },
  render: function Render(args) {
    const [value, setValue] = useState('city');
    return (
      <Select
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Bike type' });
    await expect(trigger).toHaveTextContent('City bike');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveTextContent('Select');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

export const Invalid: Story = {
  args: { invalid: true, 'aria-describedby': 'type-error' },
  render: (args) => (
    <>
      <Select {...args} />
      <p id="type-error" style={{ color: 'var(--console-danger-text)', margin: '4px 0 0', fontSize: 12 }}>
        Please select a bike type
      </p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Bike type' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please select a bike type');
    await expect(getComputedStyle(trigger).borderTopColor).toBe('rgb(245, 108, 108)');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'city', clearable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Bike type' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

export const NoOptions: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Bike type' }));
    await expect(await screen.findByText('No data')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
