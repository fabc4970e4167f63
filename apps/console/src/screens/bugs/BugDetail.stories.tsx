import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BugDetail } from './BugDetail';
import {
  duplicateDetail,
  needsInfoDetail,
  newDetail,
  resolvedDetail,
  STORED_SCREENSHOT,
} from './bugs.fixtures';

const meta = {
  title: 'Console/Bugs & developer/Bugs/BugDetail',
  component: BugDetail,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/bugs/allBugs/bugDetails?id=21">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    report: newDetail,
    upload: fn(() => Promise.resolve({ code: 200, fileName: STORED_SCREENSHOT })),
    onReply: fn(() => Promise.resolve()),
    onReopen: fn(() => Promise.resolve()),
    onDownload: fn(),
  },
} satisfies Meta<typeof BugDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new report: what was said and captured, its screenshot (downloaded through the report), its history. */
export const NewWithScreenshot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'BUG-000021 Booking manager filters reset when I switch tabs',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('http://localhost:8080/ec/events/eventsManager')).toBeVisible();
    await expect(canvas.getByText('No comments yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith(newDetail.attachments[0]);
    await expect(canvas.queryByRole('form', { name: 'Reopen' })).toBeNull();
    await expect(
      within(canvas.getByRole('table', { name: 'Report history' })).getByText('New'),
    ).toBeVisible();
  },
};

/** Support asked a question: the answer sends the report back to them. */
export const NeedsInfoAnswer: Story = {
  args: { report: needsInfoDetail },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Support needs more information from you/)).toBeVisible();
    const thread = within(canvas.getByRole('list', { name: 'Comments' }));
    await expect(thread.getByText('Support')).toBeVisible();
    await expect(thread.getByText('Which payout date shows twice? A screenshot would help.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Your answer/ }), 'Friday the 20th.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(args.onReply).toHaveBeenCalledWith({ body: 'Friday the 20th.', attachments: [] }),
    );
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Your answer/ })).toHaveValue(''));
  },
};

/** Resolved less than 30 days ago: the reporter may reopen it, saying why, with the version they saw. */
export const ResolvedReopen: Story = {
  args: { report: resolvedDetail },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resolved · Fixed', { selector: '[data-status]' })).toBeVisible();
    await expect(canvas.getByText('Possible until 2026-12-22 12:00 UTC.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen report' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required.').length).toBeGreaterThan(0));
    await expect(args.onReopen).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Why reopen it/ }), 'Still twice on Firefox.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen report' }));
    await waitFor(() =>
      expect(args.onReopen).toHaveBeenCalledWith({ version: 4, reason: 'Still twice on Firefox.' }),
    );
  },
};

/** Closed as a duplicate of another company's report: its number only, and no more comments. */
export const ClosedDuplicate: Story = {
  args: { report: duplicateDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Closed as a duplicate of BUG-000040');
    await expect(within(canvas.getByRole('status')).queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/This report is closed: it takes no more comments/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Comment' })).toBeNull();
    await expect(canvas.getByText('Duplicate of BUG-000040.')).toBeVisible();
  },
};
