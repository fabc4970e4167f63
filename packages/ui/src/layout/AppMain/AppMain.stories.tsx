import {
  addTab,
  EMPTY_TABS_STATE,
  isRefreshRoute,
  REFRESH_ROUTE_PREFIX,
  type TabsState,
  type TabView,
} from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useId, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../../kit/Dialog';
import { AppLink, MemoryNavigation, useNavigation } from '../../navigation';
import { usePageShown, useWhenPageShown } from '../../page';
import { TagsView, useTabsController } from '../TagsView';
import { APP_MAIN_ID, AppMain } from './AppMain';

const pages: Record<string, Omit<TabView, 'fullPath' | 'path'>> = {
  '/a': { title: 'Page A' },
  '/b': { title: 'Page B' },
  '/c': { title: 'Page C', noCache: true },
  '/detail': { title: 'Detail' },
  '/docs': { title: 'Docs', link: 'https://docs.example.com' },
};

function viewOf(fullPath: string): TabView {
  const path = fullPath.split('?')[0] ?? fullPath;
  return { fullPath, path, ...(pages[path] ?? { title: path }) };
}

const DOCS_PAGE = '<!doctype html><title>Docs</title><h1>External documentation</h1>';

/**
 * A page with a field (its state), some height (its scroll position), the location it is given, whether it
 * is in view and how often it came back, and a dialog (with a field and a link elsewhere).
 */
function DemoPage({ fullPath, tall }: { fullPath: string; tall: boolean }) {
  const id = useId();
  const title = viewOf(fullPath).title;
  const location = useNavigation().fullPath;
  const shown = usePageShown();
  const [comebacks, setComebacks] = useState(0);
  useWhenPageShown(() => setComebacks((count) => count + 1));
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <section aria-label={`${title} content`} style={{ minHeight: tall ? 2000 : undefined }}>
      <h1>{title}</h1>
      <label htmlFor={id}>Note on {fullPath}</label> <input id={id} type="text" />
      <p data-testid={`location of ${fullPath}`}>{location}</p>
      <p data-testid={`visibility of ${fullPath}`}>
        {shown ? 'in view' : 'hidden'}, back {comebacks} times
      </p>
      <button type="button" onClick={() => setDialogOpen(true)}>
        Open the dialog of {title}
      </button>
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title={`Dialog of ${title}`}>
        <label>
          Answer <input type="text" />
        </label>{' '}
        <AppLink to="/b">Go to page B</AppLink>
      </Dialog>
    </section>
  );
}

const initialTabs: TabsState = ['/a', '/b', '/c'].map(viewOf).reduce(addTab, EMPTY_TABS_STATE);

/** What ConsoleLayout does: tabs, the /redirect helper, the content area. */
function Console({ scrollBox, tall }: { scrollBox: boolean; tall: boolean }) {
  const { fullPath, navigate } = useNavigation();
  const [state, setState] = useState(initialTabs);
  const controller = useTabsController({ state, setState, navigate, activeFullPath: fullPath });
  useEffect(() => {
    if (isRefreshRoute(fullPath))
      navigate(fullPath.slice(REFRESH_ROUTE_PREFIX.length) || '/', { replace: true });
    else setState((current) => addTab(current, viewOf(fullPath)));
  }, [fullPath, navigate]);
  const render = useCallback(
    (key: string) => (isRefreshRoute(key) ? null : <DemoPage fullPath={key} tall={tall} />),
    [tall],
  );
  return (
    <>
      <TagsView tabs={state.visited} {...controller} />
      <p>
        <AppLink to="/a">Open page A</AppLink> <AppLink to="/detail?id=1">Open detail 1</AppLink>{' '}
        <AppLink to="/detail?id=2">Open detail 2</AppLink> <AppLink to="/docs">Open docs</AppLink>
      </p>
      <div
        data-testid="content"
        // The fixed-header layout: the content area is the scroller.
        style={scrollBox ? { height: 300, overflow: 'auto' } : undefined}
      >
        <AppMain
          cachedKeys={state.cached}
          activeKey={fullPath}
          render={render}
          frames={state.iframes.map((tab) => ({ key: tab.fullPath, title: tab.title, srcDoc: DOCS_PAGE }))}
        />
      </div>
    </>
  );
}

function Harness({ scrollBox = false, tall = false }: { scrollBox?: boolean; tall?: boolean }) {
  return (
    <MemoryNavigation initialPath="/a">
      <Console scrollBox={scrollBox} tall={tall} />
    </MemoryNavigation>
  );
}

// The first tab of the docs page's props table: the stories' own controls (the component's props follow).
Harness.displayName = 'Story harness';

const meta = {
  title: 'UI/Layout/AppMain',
  tags: ['autodocs'],
  subcomponents: { AppMain },
  parameters: {
    docs: {
      // Its stories open overlays or fix themselves to the window: each gets a frame of its own on this page.
      story: { inline: false, height: '480px' },
      description: {
        component:
          "The content area of ConsoleLayout: keeps each tab's page alive and brings back its scroll position. ConsoleLayout already includes it; use it directly only in a frame of your own.",
      },
    },
  },
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Open pages' })).getByRole('link', { name });
const field = (fullPath: string) => screen.getByLabelText(`Note on ${fullPath}`);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export const KeepAlive: Story = {
  play: async () => {
    await expect(screen.getByRole('main')).toHaveAttribute('id', APP_MAIN_ID);
    await userEvent.type(field('/a'), 'hello');
    await userEvent.click(tab('Page B'));
    await expect(screen.getByRole('heading', { name: 'Page B' })).toBeVisible();
    // Page A is hidden, not gone.
    await expect(screen.queryByRole('heading', { name: 'Page A' })).toBeNull();
    await expect(field('/a')).not.toBeVisible();
    await userEvent.click(tab('Page A'));
    await expect(field('/a')).toBeVisible();
    await expect(field('/a')).toHaveValue('hello');

    // Page C is not kept alive: leaving it drops what was typed.
    await userEvent.click(tab('Page C'));
    await userEvent.type(field('/c'), 'bye');
    await userEvent.click(tab('Page A'));
    await expect(screen.queryByLabelText('Note on /c')).toBeNull();
    await userEvent.click(tab('Page C'));
    await expect(field('/c')).toHaveValue('');
    await expect(field('/a')).toHaveValue('hello');
  },
};

export const EachPageKeepsItsLocation: Story = {
  play: async () => {
    await userEvent.click(tab('Page B'));
    await userEvent.click(screen.getByRole('link', { name: 'Open detail 1' }));
    // Hidden pages would re-render in idle time: give them that time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(screen.getByTestId('location of /a')).toHaveTextContent('/a');
    await expect(screen.getByTestId('location of /b')).toHaveTextContent('/b');
    await expect(screen.getByTestId('location of /detail?id=1')).toHaveTextContent('/detail?id=1');
  },
};

export const ScrollRestored: Story = {
  args: { scrollBox: true, tall: true },
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('content');
    scroller.scrollTop = 400;
    await nextFrame();
    await userEvent.click(tab('Page B'));
    // A page shown for the first time starts at the top.
    await expect(scroller.scrollTop).toBe(0);
    scroller.scrollTop = 150;
    await nextFrame();
    await userEvent.click(tab('Page A'));
    await expect(scroller.scrollTop).toBe(400);
    await userEvent.click(tab('Page B'));
    await expect(scroller.scrollTop).toBe(150);
    // Not kept alive: back at the top each time.
    await userEvent.click(tab('Page C'));
    await expect(scroller.scrollTop).toBe(0);
    scroller.scrollTop = 200;
    await nextFrame();
    await userEvent.click(tab('Page A'));
    await expect(scroller.scrollTop).toBe(400);
    await userEvent.click(tab('Page C'));
    await expect(scroller.scrollTop).toBe(0);
  },
};

export const ScrollRestoredInWindow: Story = {
  args: { tall: true },
  play: async () => {
    const page = document.scrollingElement as HTMLElement;
    window.scrollTo(0, 300);
    await nextFrame();
    await userEvent.click(tab('Page B'));
    await expect(page.scrollTop).toBe(0);
    await userEvent.click(tab('Page A'));
    await expect(page.scrollTop).toBe(300);
    window.scrollTo(0, 0);
  },
};

export const ClosingFreesState: Story = {
  play: async () => {
    await userEvent.type(field('/a'), 'draft');
    await userEvent.click(screen.getByRole('button', { name: 'Close Page A' }));
    await expect(screen.queryByLabelText('Note on /a')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Open page A' }));
    await expect(tab('Page A')).toHaveAttribute('aria-current', 'page');
    await expect(field('/a')).toHaveValue('');
  },
};

export const RefreshRemounts: Story = {
  play: async () => {
    await userEvent.click(tab('Page B'));
    await userEvent.type(field('/b'), 'kept');
    await userEvent.click(tab('Page A'));
    await userEvent.type(field('/a'), 'stale');
    await userEvent.pointer({ keys: '[MouseRight]', target: tab('Page A') });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    await waitFor(() => expect(tab('Page A')).toHaveAttribute('aria-current', 'page'));
    await expect(field('/a')).toHaveValue('');
    // Other pages keep their state.
    await userEvent.click(tab('Page B'));
    await expect(field('/b')).toHaveValue('kept');
  },
};

export const TwoDetailPages: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('link', { name: 'Open detail 1' }));
    await userEvent.type(field('/detail?id=1'), 'first');
    await userEvent.click(screen.getByRole('link', { name: 'Open detail 2' }));
    await expect(field('/detail?id=2')).toHaveValue('');
    await userEvent.type(field('/detail?id=2'), 'second');
    const details = within(screen.getByRole('navigation', { name: 'Open pages' })).getAllByRole('link', {
      name: 'Detail',
    });
    await expect(details).toHaveLength(2);
    const first = details[0];
    if (!first) throw new Error('no first detail tab');
    await userEvent.click(first);
    await expect(field('/detail?id=1')).toHaveValue('first');
    await expect(field('/detail?id=2')).toHaveValue('second');
  },
};

export const Frame: Story = {
  play: async ({ canvasElement }) => {
    // The mask is there from the frame's first render until its load event: record what it showed.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const mask = canvasElement.querySelector('[role="status"]');
      if (mask && mask.getBoundingClientRect().height > 0) seen.push(mask.textContent ?? '');
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    await userEvent.click(screen.getByRole('link', { name: 'Open docs' }));
    const frame = await screen.findByTitle('Docs');
    observer.disconnect();
    await expect(seen[0]).toBe('Please wait while the page is loading!');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 5000 });
    await expect(frame).toBeVisible();
    await expect(tab('Docs')).toHaveAttribute('aria-current', 'page');

    // Switching away hides the frame without unloading it; coming back shows the same, loaded frame.
    await userEvent.click(tab('Page A'));
    await expect(frame).not.toBeVisible();
    await expect(screen.getByTitle('Docs')).toBe(frame);
    await userEvent.click(tab('Docs'));
    await expect(screen.getByTitle('Docs')).toBe(frame);
    await expect(frame).toBeVisible();
    await expect(screen.queryByRole('status')).toBeNull();

    // Closing the tab removes the frame.
    await userEvent.click(screen.getByRole('button', { name: 'Close Docs' }));
    await expect(screen.queryByTitle('Docs')).toBeNull();
  },
};

export const HiddenPagesKnowTheyAreHidden: Story = {
  play: async () => {
    const visibility = (fullPath: string) => screen.getByTestId(`visibility of ${fullPath}`);
    await expect(visibility('/a')).toHaveTextContent('in view, back 0 times');
    await userEvent.click(tab('Page B'));
    // Page A is out of view, with its effects still running (it is hidden, not taken down).
    await expect(visibility('/a')).toHaveTextContent('hidden, back 0 times');
    await expect(visibility('/b')).toHaveTextContent('in view, back 0 times');
    await userEvent.click(tab('Page A'));
    await expect(visibility('/a')).toHaveTextContent('in view');
    // Coming back is announced once the frame that shows it is painted.
    await waitFor(() => expect(visibility('/a')).toHaveTextContent('back 1 times'));
    await expect(visibility('/b')).toHaveTextContent('hidden, back 0 times');
  },
};

export const AnOpenDialogLeavesWithItsPage: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open the dialog of Page A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dialog of Page A' });
    await userEvent.type(within(dialog).getByLabelText('Answer'), 'kept');
    // A link in the dialog leads to another page: the dialog goes with its page, and nothing of it (focus
    // trap, pointer block) is left over the page shown now.
    await userEvent.click(within(dialog).getByRole('link', { name: 'Go to page B' }));
    await expect(screen.getByRole('heading', { name: 'Page B' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(getComputedStyle(document.body).pointerEvents).not.toBe('none');
    await userEvent.type(field('/b'), 'typed');
    await expect(field('/b')).toHaveValue('typed');
    // Back on page A, the dialog is open again, as it was left.
    await userEvent.click(tab('Page A'));
    const again = await screen.findByRole('dialog', { name: 'Dialog of Page A' });
    await expect(within(again).getByLabelText('Answer')).toHaveValue('kept');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
