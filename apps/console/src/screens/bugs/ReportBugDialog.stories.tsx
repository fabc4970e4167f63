import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { newDetail, STORED_SCREENSHOT } from './bugs.fixtures';
import { ReportBugDialog } from './ReportBugDialog';

const meta = {
  title: 'Console/Bugs & developer/Bugs/ReportBugDialog',
  component: ReportBugDialog,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/warranty/index">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    context: {
      pageUrl: 'http://localhost:8080/ec/warranty/index?view=claims',
      userAgent: 'Mozilla/5.0 (Story) Chrome/126.0',
      appVersion: '0.0.0',
    },
    upload: fn(() => Promise.resolve({ code: 200, fileName: STORED_SCREENSHOT })),
    onSubmit: fn(() => Promise.resolve(newDetail)),
    onDone: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReportBugDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the user menu on a page: that page's address is the one captured; Cancel closes it. */
export const FromAnyPage: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Report a problem' }));
    // The dialog fades in from opacity 0.
    await waitFor(() =>
      expect(dialog.getByText('http://localhost:8080/ec/warranty/index?view=claims')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { context: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
