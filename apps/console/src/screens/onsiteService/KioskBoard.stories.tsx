import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dispatcherBoard, emptyBoard, longBoardRows, NOW } from './board.fixtures';
import { KioskBoard } from './KioskBoard';

const meta = {
  title: 'Console/Onsite service/OnsiteService/KioskBoard',
  component: KioskBoard,
  decorators: [
    (Story, { parameters }) => (
      <MemoryNavigation initialPath="/onsite/kiosk">
        <div style={{ height: parameters.screenHeight ?? 1080 }}>
          <Story />
        </div>
      </MemoryNavigation>
    ),
  ],
  args: {
    query: {},
    board: dispatcherBoard,
    failed: false,
    onRetry: fn(),
    live: 'live',
    now: new Date(NOW),
    exitTo: '/onsite/work/flightBoard',
  },
} satisfies Meta<typeof KioskBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Flight board' }))
    .getAllByRole('row')
    .slice(1);

/** The workshop screen: the board read-only in large type, the clock, live, and a way back. */
export const KioskMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Onsite service' })).toBeVisible();
    await expect(canvas.getByLabelText('Time')).toHaveAttribute('datetime', NOW);
    await expect(canvas.getByRole('status')).toHaveTextContent('Live');
    await expect(bodyRows(canvasElement)).toHaveLength(9);
    await expect(canvas.getByText('DELAYED')).toBeVisible();
    // Read-only: no menus, no filters, no buttons; nothing opens a job.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Exit kiosk' })).toHaveAttribute(
      'href',
      '/onsite/work/flightBoard',
    );
    const cell = within(bodyRows(canvasElement)[0] as HTMLElement).getByText('Marco Diaz');
    await expect(Number.parseFloat(getComputedStyle(cell).fontSize)).toBeGreaterThanOrEqual(18);
    await expect(canvas.queryByText(/^Page /)).toBeNull();
    await expect(canvas.getByText('9 jobs')).toBeVisible();
  },
};

/** The kiosk's own filters, from its URL, in words. */
export const Filtered: Story = {
  args: { query: { territory: 'East', delayed: true, technicianId: 42 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('East · Priya Shah · Delayed only')).toBeVisible();
  },
};

/** More jobs than the screen holds: a screenful at a time, turning by itself. */
export const LongBoardPages: Story = {
  args: { board: { ...dispatcherBoard, rows: longBoardRows(30) }, turnMs: 800 },
  parameters: { screenHeight: 640 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByText(/^Page 1 of \d$/);
    const pages = Number(first.textContent?.slice(-1));
    await expect(pages).toBeGreaterThan(1);
    const perPage = bodyRows(canvasElement).length;
    await expect(pages).toBe(Math.ceil(30 / perPage));
    await expect(within(bodyRows(canvasElement)[0] as HTMLElement).getByText('OSJ-000200')).toBeVisible();
    // Every row shown fits: the last one ends above the footer.
    const last = bodyRows(canvasElement).at(-1) as HTMLElement;
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(first.getBoundingClientRect().top);
    await expect(await canvas.findByText(`Page 2 of ${pages}`, {}, { timeout: 3000 })).toBeVisible();
    await waitFor(() =>
      expect(
        within(bodyRows(canvasElement)[0] as HTMLElement).getByText(
          `OSJ-${String(200 + perPage).padStart(6, '0')}`,
        ),
      ).toBeVisible(),
    );
  },
};

export const EmptyDay: Story = {
  args: { board: emptyBoard },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No jobs today.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { board: undefined, live: 'connecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the board…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { board: undefined, failed: true, live: 'reconnecting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The flight board could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
