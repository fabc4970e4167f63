import { buildSearchPool, createRouteSearch, type RouteDef } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigation } from '../../navigation';
import { retailerMenu } from '../fixtures/routes.fixture';
import { HeaderSearch } from './HeaderSearch';

const navigated = fn();

const meta = {
  title: 'UI/Layout/HeaderSearch',
  tags: ['autodocs'],
  component: HeaderSearch,
  parameters: {
    docs: {
      description: {
        component:
          "The top bar's search: finds the viewer's pages by fuzzy title and path, and, given `tabs` and `commands`, is the command palette (Ctrl+K / ⌘+K). ConsoleLayout renders it; use it alone only in a top bar of your own, with commands already filtered for the user (`commandsForViewer`).",
      },
    },
  },
  args: { routes: retailerMenu, onNavigate: fn() },
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/dashboard" onNavigate={navigated}>
        <div style={{ height: '400px', display: 'flex', justifyContent: 'flex-end' }}>
          <Story />
        </div>
      </MemoryNavigation>
    ),
  ],
  beforeEach: () => {
    navigated.mockClear();
  },
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openSearch(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  const input = canvas.getByRole('combobox', { name: 'Search' });
  await expect(input).toHaveFocus();
  // The search's code loads when the button is first reached.
  await waitFor(() => expect(input).toHaveAttribute('aria-busy', 'false'));
  return input;
}

export const FuzzyFindAndEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await openSearch(canvasElement);
    await userEvent.type(input, 'Warantis');
    const listbox = canvas.getByRole('listbox', { name: 'Search' });
    const [first] = within(listbox).getAllByRole('option');
    await expect(first).toHaveTextContent(/^Warranties$/);
    // The matched letters are marked (built from ranges, not HTML).
    await expect(first?.querySelectorAll('mark').length).toBeGreaterThan(0);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigated).toHaveBeenCalledWith('/warranty/index');
    await expect(args.onNavigate).toHaveBeenCalledWith('/warranty/index');
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
  },
};

export const TitlesJoined: Story = {
  play: async ({ canvasElement }) => {
    const input = await openSearch(canvasElement);
    await userEvent.type(input, 'payouts');
    const options = within(within(canvasElement).getByRole('listbox')).getAllByRole('option');
    await expect(options[0]).toHaveTextContent(/^Reports > Payouts$/);
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const input = await openSearch(canvasElement);
    await userEvent.type(input, 'event');
    const options = within(within(canvasElement).getByRole('listbox')).getAllByRole('option');
    await expect(options.length).toBeGreaterThan(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first to the last.
    await expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    // Enter opens the highlighted result, not the first.
    await userEvent.keyboard('{Enter}');
    await expect(navigated).toHaveBeenCalledTimes(1);
    const second = createRouteSearch(buildSearchPool(retailerMenu))('event')[1];
    await expect(navigated).toHaveBeenCalledWith(second?.path);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await openSearch(canvasElement);
    await userEvent.type(input, 'rep');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await expect(navigated).not.toHaveBeenCalled();
  },
};

export const ClickResult: Story = {
  play: async ({ canvasElement }) => {
    const input = await openSearch(canvasElement);
    await userEvent.type(input, 'shop');
    const option = within(within(canvasElement).getByRole('listbox')).getByRole('option', {
      name: 'Company > Shop(s)',
    });
    await userEvent.click(option);
    await expect(navigated).toHaveBeenCalledWith('/company/shop');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await openSearch(canvasElement);
    await userEvent.type(input, 'zzzzqqq');
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(navigated).not.toHaveBeenCalled();
  },
};

export const ExternalOpensNewTab: Story = {
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      const input = await openSearch(canvasElement);
      await userEvent.type(input, 'Help Center');
      await userEvent.keyboard('{Enter}');
      await expect(open).toHaveBeenCalledWith('https://help.example.com/console', '_blank', 'noopener');
      await expect(navigated).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const input = await openSearch(canvasElement);
    await userEvent.type(input, 'rep');
    await userEvent.click(document.body);
    await waitFor(() => expect(within(canvasElement).queryByRole('combobox')).not.toBeInTheDocument());
  },
};

const hostile: RouteDef[] = [
  { path: '/evil', meta: { title: '<img src=x onerror="window.__pwned=1">Evil' } },
  { path: '/fine', meta: { title: 'Fine' } },
];

export const TitlesAreText: Story = {
  args: { routes: hostile },
  play: async ({ canvasElement }) => {
    const input = await openSearch(canvasElement);
    await userEvent.type(input, 'evil');
    const listbox = within(canvasElement).getByRole('listbox');
    const [option] = within(listbox).getAllByRole('option');
    // The title shows literally; nothing in it becomes markup.
    await expect(option).toHaveTextContent('<img src=x onerror="window.__pwned=1">Evil');
    await expect(listbox.querySelector('img')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};
