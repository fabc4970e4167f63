import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'UI/Kit/Textarea',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it for several lines of plain text (remarks, descriptions), with a live counter when there is a maxLength. For formatted text use LazyEditor.',
      },
    },
  },
  component: Textarea,
  args: { 'aria-label': 'Remark', placeholder: 'Enter a remark', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Remark' });
    await expect(field).toHaveAttribute('rows', '3');
    await userEvent.type(field, 'Front brake{Enter}squeaks');
    await expect(field).toHaveValue('Front brake\nsqueaks');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Rows: Story = {
  args: { rows: 6, defaultValue: 'Six rows high' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Remark' });
    await expect(field).toHaveAttribute('rows', '6');
    await expect(field).toHaveValue('Six rows high');
  },
};

export const Counter: Story = {
  args: { maxLength: 20, defaultValue: 'Hello' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Remark' });
    await expect(canvas.getByText('5/20')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('5/20');
    await userEvent.type(field, ' world');
    await expect(canvas.getByText('11/20')).toBeVisible();
    // The browser stops at maxLength: the counter never passes it.
    await userEvent.type(field, ' and everyone else');
    await expect(field).toHaveValue('Hello world and ever');
    await expect(canvas.getByText('20/20')).toBeVisible();
  },
};

export const ControlledCounter: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <Textarea
          {...args}
          maxLength={200}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="button" onClick={() => setValue('Reset by the form')}>
          Fill
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fill' }));
    await expect(canvas.getByText('17/200')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { invalid: true, 'aria-describedby': 'remark-error' },
  render: (args) => (
    <>
      <Textarea {...args} />
      <p id="remark-error" style={{ color: 'var(--console-danger-text)', margin: '4px 0 0', fontSize: 12 }}>
        Please enter a remark
      </p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Remark' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter a remark');
    await expect(getComputedStyle(field.parentElement as HTMLElement).borderTopColor).toBe(
      'rgb(245, 108, 108)',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only text', maxLength: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Remark' })).toBeDisabled();
    await expect(canvas.getByText('14/50')).toBeVisible();
  },
};
