import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type TabItem, Tabs } from './Tabs';

const items: TabItem[] = [
  { value: 'details', label: 'Details', content: 'Frame EB7P-22-90411, bought 2024-03-18.' },
  { value: 'warranty', label: 'Warranty', content: 'Covered until 2026-03-18.' },
  { value: 'service', label: 'Service history', content: 'Two services, the last on 2024-11-02.' },
  { value: 'payouts', label: 'Payouts', content: 'No payouts.', disabled: true },
];

const meta = {
  title: 'UI/Kit/Tabs',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Use it to split one record's content into panels the user switches between. Not for going from page to page: that is the menu's and the tags view's job.",
      },
    },
  },
  component: Tabs,
  args: { items, 'aria-label': 'Bike record' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Bike record' })).toBeVisible();
    const details = canvas.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Frame EB7P-22-90411, bought 2024-03-18.');
    // The selected tab is underlined in the readable theme colour.
    await expect(getComputedStyle(details).boxShadow).toContain('inset');

    await userEvent.click(canvas.getByRole('tab', { name: 'Warranty' }));
    await expect(canvas.getByRole('tab', { name: 'Warranty' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Covered until 2026-03-18.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const warranty = canvas.getByRole('tab', { name: 'Warranty' });
    await expect(warranty).toHaveFocus();
    await expect(warranty).toHaveAttribute('aria-selected', 'true');
    // The disabled tab is skipped: from the third tab, right wraps to the first.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payouts = canvas.getByRole('tab', { name: 'Payouts' });
    await expect(payouts).toBeDisabled();
    await userEvent.click(payouts, { pointerEventsCheck: 0 });
    await expect(payouts).toHaveAttribute('aria-selected', 'false');
  },
};

export const Card: Story = {
  args: { type: 'card', defaultValue: 'service' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const service = canvas.getByRole('tab', { name: 'Service history' });
    await expect(service).toHaveAttribute('aria-selected', 'true');
    // The selected card is white and open at the bottom; the others are grey.
    await expect(getComputedStyle(service).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByRole('tab', { name: 'Details' })).backgroundColor).toBe(
      'rgb(245, 247, 250)',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Two services, the last on 2024-11-02.');
  },
};

const onValueChange = fn();

function ControlledTabs() {
  const [value, setValue] = useState('warranty');
  return (
    <>
      <Tabs
        items={items}
        aria-label="Bike record"
        value={value}
        onValueChange={(next) => {
          onValueChange(next);
          setValue(next);
        }}
      />
      <p>Selected: {value}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvasElement }) => {
    onValueChange.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Warranty' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Service history' }));
    await expect(onValueChange).toHaveBeenCalledWith('service');
    await expect(canvas.getByText('Selected: service')).toBeVisible();
  },
};
