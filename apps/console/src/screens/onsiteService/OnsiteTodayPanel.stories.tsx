import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServicesProvider } from '../../app/ServicesContext';
import type { ConsoleServices } from '../../app/services';
import { today } from './board.fixtures';
import { OnsiteTodayPanel } from './OnsiteTodayPanel';

const get = fn((_url: string) => Promise.resolve({ code: 200, msg: 'ok', data: today }));

const meta = {
  title: 'Console/Onsite service/OnsiteService/OnsiteTodayPanel',
  component: OnsiteTodayPanel,
  decorators: [
    (Story) => (
      <ServicesProvider services={{ http: { get } } as unknown as ConsoleServices}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryNavigation initialPath="/dashboard">
            <Story />
          </MemoryNavigation>
        </QueryClientProvider>
      </ServicesProvider>
    ),
  ],
  beforeEach: () => {
    get.mockClear();
  },
} satisfies Meta<typeof OnsiteTodayPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Onsite service today' })).toBeVisible();
    await expect(get).toHaveBeenCalledWith('/onsite/today');
  },
};

/** Nothing shows while it loads: the dashboard's own figures are not held up by it. */
export const Loading: Story = {
  beforeEach: () => {
    get.mockImplementationOnce(() => new Promise(() => {}));
  },
  play: async ({ canvasElement }) => {
    await expect(get).toHaveBeenCalledTimes(1);
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const ErrorWithRetry: Story = {
  beforeEach: () => {
    get.mockRejectedValueOnce(new Error('Network Error'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Today's onsite jobs could not be loaded.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'Onsite service today' })).toBeVisible();
    await expect(get).toHaveBeenCalledTimes(2);
  },
};
