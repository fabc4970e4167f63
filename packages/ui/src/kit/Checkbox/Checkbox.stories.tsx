import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import { selectAllState, toggleValue } from './checkbox.logic';

const meta = {
  title: 'UI/Kit/Checkbox',
  tags: ['autodocs'],
  subcomponents: { CheckboxGroup },
  parameters: {
    docs: {
      description: {
        component:
          'Use Checkbox for one yes/no choice submitted with a form (or an indeterminate "select all"), CheckboxGroup for several choices from a list. For a setting that applies at once use Switch; for one choice among several use RadioGroup.',
      },
    },
  },
  component: Checkbox,
  args: { label: 'Send a reminder', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Send a reminder' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // A click on the text toggles too.
    await userEvent.click(canvas.getByText('Send a reminder'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send a reminder' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send a reminder' });
    await expect(box).toBeChecked();
    // Filled with the readable theme colour.
    await expect(getComputedStyle(box).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

export const Indeterminate: Story = {
  render: function Render() {
    const all = ['city', 'cargo', 'mtb'];
    const [selected, setSelected] = useState<string[]>(['cargo']);
    return (
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <Checkbox
          label="All bike types"
          checked={selectAllState(selected, all)}
          onCheckedChange={(checked) => setSelected(checked === true ? all : [])}
        />
        {all.map((type) => (
          <Checkbox
            key={type}
            label={type}
            checked={selected.includes(type)}
            onCheckedChange={(checked) => setSelected(toggleValue(selected, type, checked === true, all))}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All bike types' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
    // From indeterminate, a click ticks everything.
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const name of ['city', 'cargo', 'mtb']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'mtb' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'city' })).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: { label: 'I accept the terms', invalid: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(box).borderTopColor).toBe('rgb(245, 108, 108)');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send a reminder' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const groupChange = fn();

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      aria-label="Services"
      defaultValue={['repair']}
      onValueChange={groupChange}
      options={[
        { label: 'Repair', value: 'repair' },
        { label: 'Inspection', value: 'inspection' },
        { label: 'Battery check', value: 'battery' },
        { label: 'Pick-up', value: 'pickup', disabled: true },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Services' });
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    await expect(box('Repair')).toBeChecked();
    await expect(box('Pick-up')).toBeDisabled();
    await userEvent.click(box('Battery check'));
    await userEvent.click(box('Inspection'));
    // The value follows the options' order, not the click order.
    await expect(groupChange).toHaveBeenLastCalledWith(['repair', 'inspection', 'battery']);
    await userEvent.click(box('Repair'));
    await expect(groupChange).toHaveBeenLastCalledWith(['inspection', 'battery']);
  },
};
