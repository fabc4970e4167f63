import { toDictEntries } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DictTag } from './DictTag';

/** Rows as /system/dict/data/type/{type} sends them. */
const sex = toDictEntries([
  { dictLabel: '男', dictValue: '0', listClass: 'default' },
  { dictLabel: '女', dictValue: '1', listClass: 'default' },
  { dictLabel: '未知', dictValue: '2', listClass: '' },
]);

const warrantyStatus = toDictEntries([
  { dictLabel: 'Registered', dictValue: '0', listClass: 'primary' },
  { dictLabel: 'Approved', dictValue: '1', listClass: 'success' },
  { dictLabel: 'Expired', dictValue: '2', listClass: 'info' },
  { dictLabel: 'Pending', dictValue: '3', listClass: 'warning' },
  { dictLabel: 'Rejected', dictValue: '4', listClass: 'danger' },
  { dictLabel: 'VIP', dictValue: '5', listClass: 'default', cssClass: 'vip' },
]);

const meta = {
  title: 'UI/Components/DictTag',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it to show a dictionary value (a status, a type) in a table cell or a detail field, coloured as the dictionary says. For a fixed label that does not come from a dictionary, use Tag.',
      },
    },
  },
  component: DictTag,
  args: { options: warrantyStatus, value: '1' },
} satisfies Meta<typeof DictTag>;

export default meta;
type Story = StoryObj<typeof meta>;

const rootOf = (canvasElement: HTMLElement) => canvasElement.firstElementChild as HTMLElement | null;

export const PlainText: Story = {
  args: { options: sex, value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('男').tagName).toBe('SPAN');
    await expect(rootOf(canvasElement)).toHaveTextContent(/^男$/);
  },
};

export const ColouredTags: Story = {
  args: { value: '0,1,2,3,4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = {
      Approved: 'rgb(58, 125, 28)',
      Expired: 'rgb(91, 94, 99)',
      Pending: 'rgb(138, 90, 15)',
      Rejected: 'rgb(192, 57, 43)',
    };
    for (const [label, colour] of Object.entries(colours)) {
      await expect(getComputedStyle(canvas.getByText(label)).color).toBe(colour);
    }
    await expect(getComputedStyle(canvas.getByText('Registered')).borderTopStyle).toBe('solid');
  },
};

export const CssClass: Story = {
  args: { value: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('VIP')).toHaveClass('vip');
  },
};

export const LooseMatch: Story = {
  args: {
    options: [
      { label: 'Brand', value: 1 },
      { label: 'Retailer', value: 2 },
    ],
    value: '2',
  },
  play: async ({ canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveTextContent(/^Retailer$/);
  },
};

export const OptionsOrder: Story = {
  args: { options: sex, value: [1, '0'] },
  play: async ({ canvasElement }) => {
    const labels = [...(rootOf(canvasElement)?.children ?? [])].map((child) => child.textContent);
    await expect(labels).toEqual(['男', '女']);
    // The Vue 3 template printed a stray 0 for several values: the text is the labels only.
    await expect(rootOf(canvasElement)?.textContent).toBe('男女');
  },
};

export const UnmatchedValues: Story = {
  args: { value: '1,9,12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Approved')).toBeVisible();
    await expect(canvas.getByText('9 12')).toBeVisible();
  },
};

export const UnmatchedHidden: Story = {
  args: { value: '1,9', showValue: false },
  play: async ({ canvasElement }) => {
    await expect(rootOf(canvasElement)?.textContent).toBe('Approved');
  },
};

export const CustomSeparator: Story = {
  args: { value: '3|4', separator: '|' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
  },
};

export const NoValue: Story = {
  render: (args) => (
    <table>
      <tbody>
        {([null, undefined, ''] as const).map((value) => (
          <tr key={String(value)}>
            <th scope="row">{JSON.stringify(value) ?? 'undefined'}</th>
            <td>
              <DictTag {...args} value={value} />
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">0, not in the options, showValue false</th>
          <td>
            <DictTag options={sex.slice(1)} value={0} showValue={false} />
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByRole('cell');
    await expect(cells).toHaveLength(4);
    for (const cell of cells) await expect(cell).toBeEmptyDOMElement();
  },
};
