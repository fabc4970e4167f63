import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeStyle } from '../../theme';
import { Input } from './Input';

const meta = {
  title: 'UI/Kit/Input',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it for single-line text, with an optional prefix or suffix, a clear button or a password toggle. For several lines use Textarea; for a choice from a known list use Select.',
      },
    },
  },
  component: Input,
  args: { 'aria-label': 'Name', placeholder: 'Enter a name', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('placeholder', 'Enter a name');
    await userEvent.type(input, 'Lina');
    await expect(input).toHaveValue('Lina');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    // Medium is the default size: the control is 36px high.
    await expect(input.parentElement?.getBoundingClientRect().height).toBe(36);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Vanmoof S5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toHaveValue('Vanmoof S5');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <>
      <Input {...args} invalid aria-describedby="name-error" />
      <p id="name-error" style={{ color: 'var(--console-danger-text)', margin: '4px 0 0', fontSize: 12 }}>
        Please enter a name
      </p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a name');
    // The red border of the error state (#f56c6c).
    await expect(getComputedStyle(input.parentElement as HTMLElement).borderTopColor).toBe(
      'rgb(245, 108, 108)',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked', clearable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    // No × on a disabled field.
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    // The theme colour border (#409EFF) on focus, once the transition ends.
    await waitFor(() =>
      expect(getComputedStyle(input.parentElement as HTMLElement).borderTopColor).toBe('rgb(64, 158, 255)'),
    );
  },
};

export const Clearable: Story = {
  args: { clearable: true, onClear: fn() },
  render: function Render(args) {
    const [value, setValue] = useState('Cargo bike');
    return (
      <Input
        {...args}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          args.onChange?.(event);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveValue('Cargo bike');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // Nothing left to clear: the × goes away, and comes back with text.
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(input, 'E');
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();
  },
};

export const ClearableUncontrolled: Story = {
  args: { clearable: true, defaultValue: 'Road bike' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

export const Password: Story = {
  args: { type: 'password', 'aria-label': 'Password', placeholder: 'Password', defaultValue: 'secret-42' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret-42');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const PrefixAndSuffix: Story = {
  args: { 'aria-label': 'Price', placeholder: '0.00', prefix: '$', suffix: 'USD' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$')).toBeVisible();
    await expect(canvas.getByText('USD')).toBeVisible();
    // A click on the prefix focuses the field.
    await userEvent.click(canvas.getByText('$'));
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveFocus();
  },
};

export const MiniSize: Story = {
  decorators: [
    (Story) => (
      <>
        <ThemeStyle size="mini" />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    // The size selector's "Mini" makes controls 28px high with 12px text.
    await expect(input.parentElement?.getBoundingClientRect().height).toBe(28);
    await expect(getComputedStyle(input).fontSize).toBe('12px');
  },
};

/** The way react-hook-form's `register` uses an input: uncontrolled, read through the ref and onChange. */
export const RegisteredUncontrolled: Story = {
  args: { clearable: true, name: 'model', defaultValue: 'S5' },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    const [seen, setSeen] = useState('');
    return (
      <form
        aria-label="Model"
        onSubmit={(event) => {
          event.preventDefault();
          setSeen(`${new FormData(event.currentTarget).get('model')}|${ref.current?.value}`);
        }}
      >
        <Input {...args} ref={ref} />
        <button type="submit">Read</button>
        <output>{seen}</output>
      </form>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '-X');
    await userEvent.click(canvas.getByRole('button', { name: 'Read' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('S5-X|S5-X');
    // Clearing goes through onChange too, so a form library sees the empty value.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    // Two keys typed, then the clear.
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Read' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\|$/);
  },
};
