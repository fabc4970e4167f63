import { bugTriageQuery } from '@console/contract';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { assignees, brandRow, newReport, pageOf, STORY_NOW, triagedReport } from './bugs.fixtures';
import { TriageQueue } from './TriageQueue';

const meta = {
  title: 'Console/Bugs & developer/Bugs/TriageQueue',
  component: TriageQueue,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/admin_bugs/index">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Bug Reports',
    query: bugTriageQuery.parse({}),
    onQueryChange: fn(),
    page: pageOf([newReport, triagedReport, brandRow]),
    loading: false,
    failed: false,
    onRetry: fn(),
    companies: [
      { id: 2, name: 'Voltway Bikes' },
      { id: 4, name: 'Harbor Cycles' },
    ],
    assignees,
    now: STORY_NOW,
    onBulkAssign: fn(() => Promise.resolve()),
    onBulkCloseDuplicate: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof TriageQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Triage queue' }))
    .getAllByRole('row')
    .slice(1) as HTMLElement[];

const choose = async (canvas: ReturnType<typeof within>, numbers: string[]) => {
  for (const row of rowsOf(canvas))
    if (numbers.some((number) => within(row).queryByText(number)))
      await userEvent.click(within(row).getByRole('checkbox'));
};

/** Every company's reports with company, assignee and age; the filters (and the age order) go to the URL. */
export const Queue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = rowsOf(canvas);
    await expect(within(first as HTMLElement).getByText('Harbor Cycles')).toBeVisible();
    await expect(within(first as HTMLElement).getByText('Nobody')).toBeVisible();
    await expect(within(second as HTMLElement).getByText('Sam Support')).toBeVisible();
    await expect(within(third as HTMLElement).getByText('5 d')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Cycles' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nobody' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Order' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oldest first (age)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ companyId: 4, assignee: 'none', sort: 'createdAt' }),
    );
  },
};

/** Two chosen reports assigned to one admin at once; the choice clears after. */
export const BulkAssign: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvas, ['BUG-000021', 'BUG-000025']);
    const bulk = within(canvas.getByRole('group', { name: 'Bulk actions' }));
    await expect(bulk.getByText('2 chosen')).toBeVisible();
    await expect(bulk.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await userEvent.click(bulk.getByRole('combobox', { name: 'Assign to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sam Support' }));
    await userEvent.click(bulk.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(args.onBulkAssign).toHaveBeenCalledWith([21, 25], 9));
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Bulk actions' })).toBeNull());
  },
};

/** Closing chosen reports as duplicates of one original, named by its number. */
export const CloseAsDuplicate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvas, ['BUG-000021', 'BUG-000023']);
    await userEvent.click(canvas.getByRole('button', { name: 'Close as duplicate…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close as duplicate' }));
    // The dialog fades in from opacity 0.
    await waitFor(() =>
      expect(
        dialog.getByText('BUG-000021, BUG-000023 will be closed as duplicates; each reporter is e-mailed.'),
      ).toBeVisible(),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Original report/ }), 'nonsense');
    await userEvent.click(dialog.getByRole('button', { name: 'Close as duplicates' }));
    await waitFor(() =>
      expect(dialog.getByText('Enter the original report’s number, such as BUG-000012.')).toBeVisible(),
    );
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Original report/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Original report/ }), 'BUG-000025');
    await userEvent.click(dialog.getByRole('button', { name: 'Close as duplicates' }));
    await waitFor(() =>
      expect(args.onBulkCloseDuplicate).toHaveBeenCalledWith([21, 23], { duplicateOfId: 25 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server's refusal (a closed report among them) stays in the dialog. */
export const CloseAsDuplicateRefused: Story = {
  args: {
    onBulkCloseDuplicate: fn(() =>
      Promise.reject(
        refusal(409, 'BUG-000023 is closed already: leave it out.', { error: 'invalid_transition' }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, ['BUG-000023']);
    await userEvent.click(canvas.getByRole('button', { name: 'Close as duplicate…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close as duplicate' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Original report/ }), '21');
    await userEvent.click(dialog.getByRole('button', { name: 'Close as duplicates' }));
    await expect(await dialog.findByText('BUG-000023 is closed already: leave it out.')).toBeVisible();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bug reports match these filters.')).toBeVisible();
  },
};
