import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { boardRows, dispatcherBoard } from './board.fixtures';
import { FlightBoardPage } from './FlightBoardPage';
import { brandDetails, jobIn, settings } from './jobs.fixtures';
import { OnsiteStoryScreen, ok } from './onsiteService.testing';

/** Jobs the drawer opens: 102 on site, 107 new (a dispatcher confirms it). */
const jobs: Record<string, unknown> = {
  '/onsite/jobs/102': jobIn('on_site', { id: 102, number: 'OSJ-000102' }),
  '/onsite/jobs/107': jobIn('new', { id: 107, number: 'OSJ-000107', version: 1 }),
  '/company/details': brandDetails,
  '/onsite/settings': settings,
};

/** The board as the server answers it: job 104 sets off once the live stream has said it changed. */
let departed = false;
const http = {
  get: fn((url: string) => {
    if (url !== '/onsite/board') return ok(jobs[url] ?? null);
    const rows = boardRows.map((row) =>
      departed && row.id === 104
        ? { ...row, status: 'en_route' as const, updatedAt: new Date().toISOString() }
        : row,
    );
    return ok({ ...dispatcherBoard, rows, asOf: new Date().toISOString() });
  }),
  post: fn((url: string) =>
    ok(
      url === '/onsite/jobs/107/confirm'
        ? jobIn('confirmed', { id: 107, number: 'OSJ-000107', version: 2 })
        : null,
    ),
  ),
  request: fn(),
};

/** The server's side of the live stream the page opens. */
let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
const streamFetch = fn(async (_url: string, init?: RequestInit) => {
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      stream = controller;
      init?.signal?.addEventListener('abort', () =>
        controller.error(new DOMException('Aborted', 'AbortError')),
      );
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
});

/** Where the page has put the URL's query (the drawer's `job`, the filters). */
function Search() {
  return <p>URL query: {useLocation().search}</p>;
}

function Page({ path }: { path: string }) {
  return (
    <OnsiteStoryScreen http={http} path={path} base="/ec">
      <FlightBoardPage title="Onsite Service" fullPath={path} />
      <Search />
    </OnsiteStoryScreen>
  );
}

const meta = {
  title: 'Console/Onsite service/OnsiteService/FlightBoardPage',
  component: Page,
  args: { path: '/onsite/work/flightBoard' },
  beforeEach: () => {
    departed = false;
    stream = undefined;
    http.get.mockClear();
    http.post.mockClear();
    streamFetch.mockClear();
    const realFetch = globalThis.fetch;
    globalThis.fetch = streamFetch as typeof fetch;
    return () => {
      globalThis.fetch = realFetch;
    };
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvas: ReturnType<typeof within>, job: string) =>
  within(canvas.getByRole('button', { name: job }).closest('tr') as HTMLElement).getAllByRole('cell')[5];

/** A change made anywhere reaches the open board: the stream says job 104 changed, the board reads it again. */
export const LiveUpdate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'OSJ-000104' })).toBeVisible();
    await expect(http.get).toHaveBeenCalledWith('/onsite/board', {}, { silent: false });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Live'));
    await expect(streamFetch).toHaveBeenCalledWith(
      '/api/onsite/board/events',
      expect.objectContaining({
        headers: { Accept: 'text/event-stream', Authorization: 'Bearer story-token' },
      }),
    );
    await expect(statusOf(canvas, 'OSJ-000104')).toHaveTextContent('Assigned');

    departed = true;
    const event = { jobId: 104, status: 'en_route', version: 4, at: new Date().toISOString() };
    stream?.enqueue(new TextEncoder().encode(`id: 9\nevent: job\ndata: ${JSON.stringify(event)}\n\n`));
    await waitFor(() => expect(statusOf(canvas, 'OSJ-000104')).toHaveTextContent('En route'), {
      timeout: 2000,
    });
    await expect(
      within(canvas.getByRole('button', { name: 'OSJ-000104' }).closest('tr') as HTMLElement).getByText(
        'just now',
      ),
    ).toBeVisible();
    // A re-read of a board on screen does not announce its own failures again.
    await expect(http.get).toHaveBeenLastCalledWith('/onsite/board', {}, { silent: true });
  },
};

/**
 * A row opens its job's drawer through the URL, keeping the filters; closing it keeps them too. New job opens
 * the create form in the same drawer.
 */
export const OpensJobs: Story = {
  args: { path: '/onsite/work/flightBoard?territory=East' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(http.get).toHaveBeenCalledWith('/onsite/board', { territory: 'East' }, { silent: false });
    await userEvent.click(await canvas.findByRole('button', { name: 'OSJ-000102' }));
    await expect(canvas.getByText(/^URL query:/)).toHaveTextContent('URL query: ?territory=East&job=102');
    const drawer = await screen.findByRole('dialog', { name: 'Job OSJ-000102' });
    await expect(await within(drawer).findByRole('group', { name: 'Job status' })).toHaveTextContent(
      'On site',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(/^URL query:/)).toHaveTextContent('URL query: ?territory=East');
    await userEvent.click(canvas.getByRole('button', { name: 'New job' }));
    await expect(canvas.getByText(/^URL query:/)).toHaveTextContent('URL query: ?territory=East&job=new');
    await expect(await screen.findByRole('dialog', { name: 'New onsite job' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The kiosk opens on the same filters.
    await expect(canvas.getByRole('link', { name: 'Kiosk mode' })).toHaveAttribute(
      'href',
      '/ec/onsite/kiosk?territory=East',
    );
  },
};

/** A write in the drawer reads the board again, without a reload. */
export const DrawerWriteRefreshesTheBoard: Story = {
  args: { path: '/onsite/work/flightBoard?job=107' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Job OSJ-000107' });
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('/onsite/board', {}, { silent: false }));
    const boardReads = () => http.get.mock.calls.filter(([url]) => url === '/onsite/board').length;
    const before = boardReads();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/onsite/jobs/107/confirm', { version: 1 }, { silent: true }),
    );
    await waitFor(() => expect(boardReads()).toBeGreaterThan(before));
    await expect(within(drawer).getByRole('group', { name: 'Job status' })).toHaveTextContent('Confirmed');
  },
};

/** Applied filters go to the URL and to the server. */
export const FiltersInTheUrl: Story = {
  args: { path: '/onsite/work/flightBoard?date=2026-11-27' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('search', { name: 'Flight board filters' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Delayed only' }));
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText(/^URL query:/)).toHaveTextContent(/delayed=true/);
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/onsite/board', expect.objectContaining({ delayed: true }), {
        silent: false,
      }),
    );
  },
};
