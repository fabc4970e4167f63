import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { dispatcherBoard, emptyBoard, NOW, technicianBoard } from './board.fixtures';
import { FlightBoard } from './FlightBoard';

const navigated = fn();

const meta = {
  title: 'Console/Onsite service/OnsiteService/FlightBoard',
  component: FlightBoard,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/onsite/work/flightBoard" onNavigate={navigated}>
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Onsite Service',
    query: {},
    onQueryChange: fn(),
    board: dispatcherBoard,
    loading: false,
    failed: false,
    onRetry: fn(),
    live: 'live',
    now: new Date(NOW),
    onOpenJob: fn(),
    onExport: fn(),
    exporting: false,
    kioskHref: '/ec/onsite/kiosk',
  },
  beforeEach: () => {
    navigated.mockClear();
  },
} satisfies Meta<typeof FlightBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const bodyRows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Flight board' }))
    .getAllByRole('row')
    .slice(1);

const cellsOf = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * A dispatcher's board: a job in every status in ETA order (unplanned last), ETAs on each customer's clock,
 * the DELAYED badge, an overdue job, how long ago each changed; they may create jobs and open dispatch.
 */
export const Dispatcher: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Onsite Service' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Live');
    await expect(canvas.getByText(/^As of/)).toBeVisible();
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(9);
    await expect(
      within(canvas.getByRole('table', { name: 'Flight board' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'ETA (customer time)',
      'Job',
      'City/state',
      'Model',
      'Technician',
      'Status',
      'Delay',
      'Last update',
    ]);
    await expect(rows.map((row) => cellsOf(row)[5])).toEqual([
      'Completed',
      'Cannot complete',
      'On site',
      'En route',
      'Assigned',
      'Scheduled',
      'Cancelled',
      'Confirmed',
      'New',
    ]);
    await expect(cellsOf(rows[3])).toEqual([
      '11:00 EST',
      'OSJ-000103',
      'Newark, NJ',
      'Ridgeway Trail 500',
      'Priya Shah',
      'En route',
      'DELAYED',
      '30 min ago',
    ]);
    await expect(cellsOf(rows[2])?.[0]).toBe('09:00 CST');
    await expect(cellsOf(rows[4])?.[0]).toBe('10:30 MST');
    await expect(cellsOf(rows[5])).toEqual([
      '11:00 PST',
      'OSJ-000105',
      'Los Angeles, CA',
      'Unknown',
      'Unassigned',
      'Scheduled',
      '',
      '18 h ago',
    ]);
    await expect(cellsOf(rows[7])?.[7]).toBe('just now');
    await expect(cellsOf(rows[8])).toEqual([
      'Not planned',
      'OSJ-000107',
      'Hartford, CT',
      'Ridgeway Trail 500',
      'Unassigned',
      'New',
      'Overdue',
      '5 h ago',
    ]);
    await expect(canvas.getAllByText('DELAYED')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'OSJ-000103' }));
    await expect(args.onOpenJob).toHaveBeenLastCalledWith(103);
    await userEvent.click(within(rows[1] as HTMLElement).getByText('Boston, MA'));
    await expect(args.onOpenJob).toHaveBeenLastCalledWith(108);
    await expect(args.onOpenJob).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'New job' }));
    await expect(args.onOpenJob).toHaveBeenLastCalledWith('new');
    await userEvent.click(canvas.getByRole('button', { name: 'Dispatch' }));
    await expect(navigated).toHaveBeenCalledWith('/onsite/work/dispatch');
    await expect(canvas.queryByRole('button', { name: 'My day' })).toBeNull();
    const kiosk = canvas.getByRole('link', { name: 'Kiosk mode' });
    await expect(kiosk).toHaveAttribute('href', '/ec/onsite/kiosk');
    await expect(kiosk).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** A technician reads the board and opens their own day; creating and dispatching jobs are not theirs. */
export const Technician: Story = {
  args: { board: technicianBoard },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvas)).toHaveLength(9);
    await expect(canvas.queryByRole('button', { name: 'New job' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Dispatch' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'My day' }));
    await expect(navigated).toHaveBeenCalledWith('/onsite/work/myDay');
    // Reading a job is everyone's.
    await userEvent.click(canvas.getByRole('button', { name: 'OSJ-000102' }));
    await expect(args.onOpenJob).toHaveBeenCalledWith(102);
  },
};

/** Staff who are neither dispatchers nor technicians only read. */
export const ReadOnlyStaff: Story = {
  args: { board: { ...dispatcherBoard, viewer: { canDispatch: false, technicianId: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['New job', 'Dispatch', 'My day']) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
    await expect(canvas.getByRole('link', { name: 'Kiosk mode' })).toBeVisible();
  },
};

/** The filters edit a draft; Search applies them to the URL (date, technician, status, territory, delayed). */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('search', { name: 'Flight board filters' }));
    await expect(form.getByRole('combobox', { name: 'Technician' })).toHaveTextContent('Any technician');
    await userEvent.click(form.getByRole('combobox', { name: 'Technician' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Priya Shah' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Status' }));
    await expect(await screen.findAllByRole('option')).toHaveLength(9);
    await userEvent.click(screen.getByRole('option', { name: 'En route' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Territory' }));
    await userEvent.click(await screen.findByRole('option', { name: 'East' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Delayed only' }));
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      date: undefined,
      technicianId: 42,
      status: 'en_route',
      territory: 'East',
      delayed: true,
    });
    await userEvent.click(form.getByRole('button', { name: 'Reset' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      date: undefined,
      technicianId: undefined,
      status: undefined,
      territory: undefined,
      delayed: undefined,
    });
  },
};

/** Filters in force that match nothing say so (not "no jobs today"). */
export const FilteredEmpty: Story = {
  args: { board: emptyBoard, query: { territory: 'West', delayed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No jobs match these filters.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Delayed only' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Territory' })).toHaveTextContent('West');
  },
};

/** A quiet day. */
export const EmptyToday: Story = {
  args: { board: emptyBoard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No jobs today.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New job' })).toBeVisible();
  },
};

/** Another day picked: its date says so, and ETAs on other days name their day. */
export const AnotherDay: Story = {
  args: { query: { date: '2026-11-26' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cellsOf(bodyRows(canvas)[0])?.[0]).toBe('Nov 27 08:00 EST');
  },
};

export const Loading: Story = {
  args: { board: undefined, live: 'connecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting…');
  },
};

/** New filters on their way: the previous rows stay under a busy overlay. */
export const LoadingNewFilters: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvas)).toHaveLength(9);
    await expect(
      canvas.getByRole('table', { name: 'Flight board' }).closest('[aria-busy="true"]'),
    ).not.toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { board: undefined, failed: true, live: 'reconnecting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The flight board could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A re-read failed: the board stays, says it is stale, and offers a retry; the indicator says the stream is down. */
export const StaleAfterFailedRefresh: Story = {
  args: { failed: true, live: 'reconnecting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/could not be refreshed/)).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(9);
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
