import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { assignees, duplicateDetail, triageDetail } from './bugs.fixtures';
import { TriagePanel } from './TriagePanel';

const meta = {
  title: 'Console/Bugs & developer/Bugs/TriagePanel',
  component: TriagePanel,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/admin_bugs/allBugs/bugDetails?id=23">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    report: triageDetail,
    assignees,
    onSaveFields: fn(() => Promise.resolve()),
    onStep: fn(() => Promise.resolve()),
    onComment: fn(() => Promise.resolve()),
    onDownload: fn(),
  },
} satisfies Meta<typeof TriagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A triaged report: the steps its status allows, internal notes marked, its duplicates linked. */
export const Triaged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = within(canvas.getByRole('group', { name: 'Status actions' }));
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Start work',
      'Ask for information',
      'Resolve',
      'Close',
    ]);
    await expect(canvas.getByText('Internal: the reporter never sees it')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'BUG-000026' })).toBeVisible();
    await expect(canvas.getByText('Harbor Cycles')).toBeVisible();
  },
};

/** Resolving as a duplicate names the original by its number; the step is sent with the version seen. */
export const ResolveAsDuplicate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(dialog.getByText('Choose a resolution.')).toBeVisible());
    await userEvent.click(dialog.getByRole('combobox', { name: /^Resolution/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Duplicate' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Duplicate of/ }), 'BUG-000021');
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(args.onStep).toHaveBeenCalledWith('resolve', {
        version: 2,
        resolution: 'duplicate',
        duplicateOfId: 21,
        note: undefined,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Asking for information needs the question (it goes on the thread for the reporter). */
export const AskForInformation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for information' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask for information' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ask for information' }));
    await waitFor(() => expect(dialog.getByText('Ask the reporter what you need.')).toBeVisible());
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Question for the reporter/ }),
      'Which browser?',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Ask for information' }));
    await waitFor(() =>
      expect(args.onStep).toHaveBeenCalledWith(
        'requestInfo',
        expect.objectContaining({ note: 'Which browser?' }),
      ),
    );
  },
};

/** A comment is an internal note unless the admin chooses to answer the reporter. */
export const InternalNote: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Admin comment' }));
    await expect(form.getByRole('radio', { name: 'Internal note (admins only)' })).toBeChecked();
    await userEvent.type(form.getByRole('textbox', { name: /^Comment/ }), 'Same root cause as BUG-000019.');
    await userEvent.click(form.getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(args.onComment).toHaveBeenCalledWith({
        body: 'Same root cause as BUG-000019.',
        visibility: 'internal',
      }),
    );
  },
};

/** The triage fields are saved with the version seen. */
export const SaveTriageFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Triage fields' }));
    await userEvent.click(form.getByRole('combobox', { name: /^Assignee/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Admin' }));
    await userEvent.click(form.getByRole('button', { name: 'Save triage' }));
    await waitFor(() =>
      expect(args.onSaveFields).toHaveBeenCalledWith({
        version: 2,
        severity: 'critical',
        category: 'data',
        assigneeUserId: 1,
      }),
    );
  },
};

/** A closed duplicate can only be reopened; its original is linked for admins. */
export const ClosedDuplicate: Story = {
  args: {
    report: {
      ...duplicateDetail,
      duplicateOf: { id: 40, number: 'BUG-000040', title: 'Filters reset', status: 'triaged', visible: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = within(canvas.getByRole('group', { name: 'Status actions' }));
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Reopen']);
    await expect(canvas.getByRole('link', { name: 'BUG-000040 Filters reset' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin_bugs/allBugs/bugDetails?id=40'),
    );
  },
};
