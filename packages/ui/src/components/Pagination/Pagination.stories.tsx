import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'UI/Components/Pagination',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Put it under a list's table to move between pages and change the page size (the console's list screens keep both in the URL). Not for step-by-step flows.",
      },
    },
  },
  component: Pagination,
  args: { total: 400, onChange: fn(), onPageChange: fn(), onLimitChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Pagination' });
const pageButtons = (canvasElement: HTMLElement) =>
  within(navOf(canvasElement)).getAllByRole('button', { name: /^Page \d+$/ });
const currentPage = (canvasElement: HTMLElement) =>
  within(navOf(canvasElement)).getByRole('button', { current: 'page' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.getByText('Total 400')).toBeVisible();
    const buttons = pageButtons(canvasElement);
    await expect(buttons.map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '20']);
    await expect(currentPage(canvasElement)).toHaveTextContent('1');
    await expect(nav.getByRole('button', { name: 'Next 5 pages' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Next page' })).toBeEnabled();
    const sizes = nav.getByRole('combobox', { name: 'Items per page' });
    await expect(sizes).toHaveDisplayValue('20/page');
    await expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10/page', '20/page', '30/page', '50/page']);
    await expect(nav.getByRole('spinbutton', { name: 'Go to' })).toHaveValue(1);
  },
};

export const Narrow: Story = {
  parameters: {
    viewport: {
      options: { narrow: { name: 'Narrower than 992 px', styles: { width: '900px', height: '700px' } } },
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(992);
    await expect(pageButtons(canvasElement).map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '20',
    ]);

    // The count follows the window: widen it (as far as the component can tell) and it goes back to 7.
    const real = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    try {
      window.dispatchEvent(new Event('resize'));
      await waitFor(() => expect(pageButtons(canvasElement)).toHaveLength(7));
    } finally {
      if (real) Object.defineProperty(window, 'innerWidth', real);
      window.dispatchEvent(new Event('resize'));
    }
    await waitFor(() => expect(pageButtons(canvasElement)).toHaveLength(5));
  },
};

export const PageChange: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    await userEvent.click(nav.getByRole('button', { name: 'Page 2' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 2, limit: 20 });
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(args.onLimitChange).not.toHaveBeenCalled();
    await expect(currentPage(canvasElement)).toHaveTextContent('2');

    await userEvent.click(nav.getByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 3, limit: 20 });

    // The current page again changes nothing.
    await userEvent.click(currentPage(canvasElement));
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    await userEvent.click(nav.getByRole('button', { name: 'Page 20' }));
    await expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Ellipses: Story = {
  args: { page: 10 },
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    await expect(pageButtons(canvasElement).map((button) => button.textContent)).toEqual([
      '1',
      '8',
      '9',
      '10',
      '11',
      '12',
      '20',
    ]);
    await userEvent.click(nav.getByRole('button', { name: 'Next 5 pages' }));
    await expect(currentPage(canvasElement)).toHaveTextContent('15');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ page: 15, limit: 20 });
    await userEvent.click(nav.getByRole('button', { name: 'Previous 5 pages' }));
    await expect(currentPage(canvasElement)).toHaveTextContent('10');
  },
};

export const SizeChangeResetsToPageOne: Story = {
  args: { total: 25, page: 2, limit: 10 },
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    // Page 2 × 20 = 40 > 25: back to page 1 (spec §9), in a single change.
    await userEvent.selectOptions(nav.getByRole('combobox', { name: 'Items per page' }), '20/page');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ page: 1, limit: 20 });
    await expect(args.onLimitChange).toHaveBeenCalledOnce();
    await expect(args.onLimitChange).toHaveBeenCalledWith(20);
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(currentPage(canvasElement)).toHaveTextContent('1');
    await expect(pageButtons(canvasElement)).toHaveLength(2);
  },
};

export const SizeChangeKeepsPage: Story = {
  args: { total: 40, page: 2, limit: 10 },
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    // Page 2 × 20 = 40, not more than 40: page 2 stays.
    await userEvent.selectOptions(nav.getByRole('combobox', { name: 'Items per page' }), '20/page');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ page: 2, limit: 20 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(currentPage(canvasElement)).toHaveTextContent('2');
  },
};

export const Jumper: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(navOf(canvasElement)).getByRole('spinbutton', { name: 'Go to' });
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    await expect(currentPage(canvasElement)).toHaveTextContent('7');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ page: 7, limit: 20 });

    // Beyond the last page: clamped to 20.
    await userEvent.clear(input);
    await userEvent.type(input, '99{Enter}');
    await expect(currentPage(canvasElement)).toHaveTextContent('20');
    await expect(input).toHaveValue(20);

    // Leaving the field applies it too, once.
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    await expect(currentPage(canvasElement)).toHaveTextContent('3');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { hidden: true });
    await expect(nav).toBeInTheDocument();
    await expect(nav).not.toBeVisible();
    await expect(getComputedStyle(nav).display).toBe('none');
  },
};

export const CustomLayout: Story = {
  args: { layout: 'pager, ->, total' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav.firstElementChild?.tagName).toBe('UL');
    await expect(nav.lastElementChild).toHaveTextContent('Total 400');
    await expect(within(nav).queryByRole('combobox')).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('spinbutton')).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  },
};

/** With a fixed header the content area scrolls, not the document: that element goes back to the top. */
function ScrollingContent({
  findsContainer = false,
  ...props
}: PaginationProps & { findsContainer?: boolean }) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <div ref={content} data-testid="content" style={{ height: 240, overflow: 'auto' }}>
      <div style={{ height: 1200 }}>Warranty list</div>
      <Pagination {...props} scrollContainer={findsContainer ? undefined : () => content.current} />
    </div>
  );
}

export const ScrollsItsContainerToTop: Story = {
  render: (args) => <ScrollingContent {...args} />,
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByTestId('content');
    content.scrollTop = content.scrollHeight;
    const bottom = content.scrollTop;
    await expect(bottom).toBeGreaterThan(0);
    await userEvent.click(within(navOf(canvasElement)).getByRole('button', { name: 'Page 2' }));
    // Eased over 800 ms, so it has barely moved yet.
    await expect(content.scrollTop).toBeGreaterThan(bottom / 2);
    await waitFor(() => expect(content.scrollTop).toBe(0), { timeout: 2000 });
  },
};

/** Without `scrollContainer` it finds the scrolling ancestor itself (ConsoleLayout's fixed-header content). */
export const FindsItsScrollingContainer: Story = {
  render: (args) => <ScrollingContent {...args} findsContainer />,
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByTestId('content');
    content.scrollTop = content.scrollHeight;
    await expect(content.scrollTop).toBeGreaterThan(0);
    await userEvent.click(within(navOf(canvasElement)).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(content.scrollTop).toBe(0), { timeout: 2000 });
  },
};

/** Resolves after `count` animation frames: enough for a scroll that had started to have moved. */
async function animationFrames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

export const AutoScrollOff: Story = {
  args: { autoScroll: false },
  render: (args) => <ScrollingContent {...args} />,
  play: async ({ canvasElement, args }) => {
    const content = within(canvasElement).getByTestId('content');
    content.scrollTop = content.scrollHeight;
    const bottom = content.scrollTop;
    await userEvent.click(within(navOf(canvasElement)).getByRole('button', { name: 'Page 2' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await animationFrames(5);
    await expect(content.scrollTop).toBe(bottom);
  },
};
