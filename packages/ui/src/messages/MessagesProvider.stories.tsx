import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Empty } from '../kit/Empty';
import { englishMessages } from './catalogue';
import { MessagesProvider } from './MessagesProvider';

const meta = {
  title: 'UI/Foundations/MessagesProvider',
  tags: ['autodocs'],
  component: MessagesProvider,
  parameters: {
    docs: {
      description: {
        component:
          "Wrap the app (or a part of it) to replace any of the strings the components show, e.g. with englishMessages or a language of your own; providers nest, the inner one winning. Without it the components show the catalogue's defaults (the spec's exact strings).",
      },
    },
  },
  args: { messages: { noData: 'Keine Daten' }, children: <Empty /> },
} satisfies Meta<typeof MessagesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverridesAString: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Daten')).toBeVisible();
    await expect(within(canvasElement).queryByText('No data')).toBeNull();
  },
};

export const Defaults: Story = {
  args: { messages: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const NestedProvidersInnerWins: Story = {
  args: { messages: englishMessages },
  render: (args) => (
    <MessagesProvider {...args}>
      <MessagesProvider messages={{ noData: 'Nothing registered yet' }}>
        <Empty />
      </MessagesProvider>
    </MessagesProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing registered yet')).toBeVisible();
  },
};
