import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { quickStartWith } from './company.fixtures';
import { QuickStartGuide } from './QuickStartGuide';

const meta = {
  title: 'Console/Companies/Company/QuickStartGuide',
  component: QuickStartGuide,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/quickStart/index">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Quick Start Guide',
    guide: quickStartWith(['profile', 'employees']),
    failed: false,
    onRetry: fn(),
    onDismiss: fn(async () => {}),
    onReopen: fn(async () => {}),
  },
} satisfies Meta<typeof QuickStartGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each step as shown: its link, and whether it is done. */
const steps = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .map((item) => [
      within(item).getByRole('link').textContent,
      within(item).getByRole('link').getAttribute('href'),
      within(item).getByText(/^(Done|To do)$/).textContent,
    ]);

/** A new retailer: nothing done yet, every step to do. */
export const NothingDone: Story = {
  args: { guide: quickStartWith([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quick Start Guide' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '0 of 5 steps done' })).toHaveAttribute(
      'value',
      '0',
    );
    await expect(steps(canvasElement).map(([, , state]) => state)).toEqual([
      'To do',
      'To do',
      'To do',
      'To do',
      'To do',
    ]);
  },
};

/** Part of the way: the done steps ticked off, each step linking to its screen. */
export const PartlyDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 5 steps done')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '2 of 5 steps done' })).toHaveAttribute('max', '5');
    await expect(steps(canvasElement)).toEqual([
      ['Complete your company profile', '/company/details/edit', 'Done'],
      ['Add a shop with its opening hours', '/company/shop', 'To do'],
      ['Get your documents approved', '/company/documents', 'To do'],
      ['Set up your service menu', '/company/service', 'To do'],
      ['Invite your employees', '/company/employee', 'Done'],
    ]);
    await expect(canvas.getByText('What add a shop with its opening hours takes.')).toBeVisible();
    await expect(canvas.queryByText(/All done/)).toBeNull();
  },
};

/** Every step done: the guide says the company is ready. */
export const AllDone: Story = {
  args: { guide: quickStartWith(['profile', 'shop', 'documents', 'service', 'employees']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 of 5 steps done')).toBeVisible();
    await expect(canvas.getByText('All done: your company is ready for customers.')).toBeVisible();
    await expect(canvas.queryByText('To do')).toBeNull();
  },
};

/** Closing it: the user's own choice, sent once. */
export const Dismissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close the guide' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close the guide' })).toBeEnabled());
  },
};

/** Closed by this user: when, how far the company is, and a way to show it again. */
export const Dismissed: Story = {
  args: { guide: quickStartWith(['profile'], '2026-11-20T15:30:00.000Z') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('You closed the Quick Start Guide on 2026-11-20. 1 of 5 steps done.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Steps' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the guide again' }));
    await expect(args.onReopen).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { guide: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { guide: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The Quick Start Guide could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
