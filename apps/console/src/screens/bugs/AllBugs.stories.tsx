import { bugReportListQuery } from '@console/contract';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AllBugs } from './AllBugs';
import { duplicateRow, newReport, pageOf, STORY_NOW, triagedReport } from './bugs.fixtures';

const meta = {
  title: 'Console/Bugs & developer/Bugs/AllBugs',
  component: AllBugs,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/bugs/allBugs">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'All Bugs',
    now: STORY_NOW,
    query: bugReportListQuery.parse({}),
    onQueryChange: fn(),
    page: pageOf([newReport, duplicateRow, triagedReport]),
    loading: false,
    failed: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof AllBugs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every report of the company, a duplicate with its original's number; filters go to the URL's query. */
export const Filtered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Bug reports' }));
    await expect(table.getByText('Closed · Duplicate of BUG-000021')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open (not resolved or closed)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only reports I made' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'open', mine: true, severity: undefined }),
    );
  },
};

/** No report matches the filters. */
export const Empty: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bug reports match these filters.')).toBeVisible();
  },
};
