import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Descriptions, type DescriptionsItem } from './Descriptions';

const items: DescriptionsItem[] = [
  { label: 'Order number', value: 'WO-2024-0153' },
  { label: 'Customer', value: 'Dana Whitfield' },
  { label: 'Phone', value: '(415) 555-0134' },
  { label: 'Bike model', value: 'Trail 7 Pro' },
  { label: 'Frame number', value: 'EB7P-22-90411' },
  { label: 'Purchase date', value: '2024-03-18' },
];

const meta = {
  title: 'UI/Kit/Descriptions',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Use it on detail screens to show a record's fields as read-only label/value pairs. For editable fields use FormField; for many records use DataTable.",
      },
    },
  },
  component: Descriptions,
  args: { items, style: { width: 900 } },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) => element.getBoundingClientRect();
const term = (canvasElement: HTMLElement, text: string) => within(canvasElement).getByText(text);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list.querySelectorAll('dt')).toHaveLength(6);
    await expect(list.querySelectorAll('dd')).toHaveLength(6);
    await expect(term(canvasElement, 'Order number').tagName).toBe('DT');
    await expect(term(canvasElement, 'WO-2024-0153').tagName).toBe('DD');
    // Three per row: the first three share a line, the fourth starts the next one.
    const first = box(term(canvasElement, 'Order number'));
    await expect(box(term(canvasElement, 'Phone')).top).toBe(first.top);
    await expect(box(term(canvasElement, 'Bike model')).top).toBeGreaterThan(first.top);
    await expect(box(term(canvasElement, 'Bike model')).left).toBe(first.left);
    // Without a border, labels read "Label:".
    await expect(getComputedStyle(term(canvasElement, 'Customer'), '::after').content).toBe('":"');
  },
};

export const Bordered: Story = {
  args: { bordered: true },
  play: async ({ canvasElement }) => {
    const label = term(canvasElement, 'Customer');
    await expect(getComputedStyle(label).backgroundColor).toBe('rgb(245, 247, 250)');
    await expect(getComputedStyle(label).borderRightWidth).toBe('1px');
    await expect(getComputedStyle(label, '::after').content).toBe('none');
  },
};

export const Spans: Story = {
  args: {
    bordered: true,
    columns: 3,
    items: [
      { label: 'Customer', value: 'Dana Whitfield' },
      { label: 'Address', value: '1200 Market St, San Francisco, CA 94102', span: 2 },
      { label: 'Bike model', value: 'Trail 7 Pro' },
      { label: 'Remarks', value: 'Battery replaced under warranty.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const customer = box(term(canvasElement, 'Dana Whitfield'));
    const address = box(term(canvasElement, '1200 Market St, San Francisco, CA 94102'));
    await expect(address.top).toBe(customer.top);
    await expect(address.width).toBeGreaterThan(customer.width);
    // The last item widens to close its row: it ends where the address ends.
    const remarks = box(term(canvasElement, 'Battery replaced under warranty.'));
    await expect(remarks.top).toBeGreaterThan(customer.top);
    await expect(Math.round(remarks.right)).toBe(Math.round(address.right));
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    const first = box(term(canvasElement, 'Order number'));
    await expect(box(term(canvasElement, 'Customer')).top).toBe(first.top);
    await expect(box(term(canvasElement, 'Phone')).top).toBeGreaterThan(first.top);
  },
};

export const FourColumns: Story = {
  args: { columns: 4, bordered: true },
  play: async ({ canvasElement }) => {
    const first = box(term(canvasElement, 'Order number'));
    await expect(box(term(canvasElement, 'Bike model')).top).toBe(first.top);
    await expect(box(term(canvasElement, 'Frame number')).top).toBeGreaterThan(first.top);
  },
};

export const NarrowIsOneColumn: Story = {
  args: { columns: 3, bordered: true, style: { width: 600 } },
  play: async ({ canvasElement }) => {
    // Under 768px every label starts a row of its own, in the same column.
    const labels = Array.from(canvasElement.querySelectorAll('dt')).map((dt) => box(dt));
    const left = labels[0]?.left;
    for (const label of labels) await expect(label.left).toBe(left);
    const tops = labels.map((label) => label.top);
    await expect(new Set(tops).size).toBe(6);
  },
};

export const WithTitle: Story = {
  args: { title: 'Work order', extra: <Button variant="text">Edit</Button>, bordered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Work order' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};
