import { type MessageType, messages } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../kit/Button';
import { englishMessages, MessagesProvider } from '../../messages';
import { FeedbackProvider, useFeedback } from './FeedbackProvider';
import { createFeedbackController, type FeedbackController } from './feedback.logic';

/** A fresh controller per story run, reachable from both render and play. */
const freshController = async () => ({ controller: createFeedbackController() });
const controllerOf = (loaded: Record<string, unknown>) => loaded.controller as FeedbackController;

const meta = {
  title: 'UI/Components/Feedback',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Mount one FeedbackProvider at the root of the app; screens then call useFeedback() for toasts, notifications, confirmations (feedback.confirm) and the loading overlay. Use feedback.confirm rather than your own Dialog for a yes/no question.',
      },
    },
  },
  component: FeedbackProvider,
  loaders: [freshController],
  render: (_args, { loaded }) => (
    <FeedbackProvider controller={controllerOf(loaded)}>
      <p>Page content</p>
    </FeedbackProvider>
  ),
} satisfies Meta<typeof FeedbackProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const samples: Record<MessageType, string> = {
  success: 'Warranty registered',
  info: 'Two bookings need a reply',
  warning: 'The payout account is not verified',
  error: 'Unknown system error, please contact the administrator.',
};

/** Screens reach feedback through the hook. */
function MessageButtons() {
  const feedback = useFeedback();
  const [answer, setAnswer] = useState('none');
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(Object.keys(samples) as MessageType[]).map((type) => (
        <Button key={type} onClick={() => feedback.message(type, samples[type])}>
          Show {type}
        </Button>
      ))}
      <Button
        onClick={async () => setAnswer(String(await feedback.confirm({ message: 'Delete booking B-17?' })))}
      >
        Delete booking
      </Button>
      <p>Answer: {answer}</p>
    </div>
  );
}

export const Messages: Story = {
  // Long enough that no toast leaves while the play function looks at it (dismissal has its own story).
  loaders: [
    async () => ({
      controller: createFeedbackController({ durations: { toastMs: 60_000, errorToastMs: 60_000 } }),
    }),
  ],
  render: (_args, { loaded }) => (
    <FeedbackProvider controller={controllerOf(loaded)}>
      <MessageButtons />
    </FeedbackProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const type of ['success', 'info', 'warning', 'error'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${type}` }));
      const toast = await screen.findByText(samples[type]);
      await expect(toast.closest('[role]')).toHaveAttribute('role', type === 'error' ? 'alert' : 'status');
    }
    await expect(screen.getAllByRole('status')).toHaveLength(3);
    await expect(screen.getByRole('alert')).toHaveTextContent(samples.error);

    const success = screen.getByText(samples.success).closest('[role]') as HTMLElement;
    await userEvent.click(within(success).getByRole('button', { name: 'Close' }));
    await expect(screen.queryByText(samples.success)).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete booking' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(canvas.getByText('Answer: true')).toBeVisible();
  },
};

export const MessagesDismissThemselves: Story = {
  loaders: [
    async () => ({
      controller: createFeedbackController({ durations: { toastMs: 300, errorToastMs: 900 } }),
    }),
  ],
  play: async ({ loaded }) => {
    const { feedback } = controllerOf(loaded);
    feedback.message('success', samples.success);
    feedback.message('error', samples.error);
    await expect(await screen.findByText(samples.success)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(samples.success)).not.toBeInTheDocument());
    // Errors stay longer than the other types.
    await expect(screen.getByText(samples.error)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(samples.error)).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const Notification: Story = {
  play: async ({ loaded }) => {
    const { feedback } = controllerOf(loaded);
    feedback.notify({
      type: 'error',
      title: messages.networkErrorTitle,
      message: messages.networkErrorMessage,
    });
    feedback.notify({ type: 'success', title: 'Payout approved' });
    const error = await screen.findByRole('alert');
    await expect(within(error).getByText('ERROR')).toBeInTheDocument();
    await expect(
      within(error).getByText('An error occurred. Please contact the administrator.'),
    ).toBeInTheDocument();
    await expect(screen.getByRole('status')).toHaveTextContent('Payout approved');
    await userEvent.click(within(error).getByRole('button', { name: 'Close' }));
    await expect(screen.queryByText('ERROR')).not.toBeInTheDocument();
    await expect(screen.getByText('Payout approved')).toBeInTheDocument();
  },
};

export const Confirm: Story = {
  play: async ({ loaded }) => {
    const { feedback } = controllerOf(loaded);

    const accepted = feedback.confirm({ message: 'Delete warranty W-1001?' });
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('heading', { name: '系统提示' })).toBeInTheDocument();
    await expect(dialog).toHaveAccessibleDescription('Delete warranty W-1001?');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(accepted).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const declined = feedback.confirm({ message: 'Delete warranty W-1002?' });
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await expect(declined).resolves.toBe(false);

    const escaped = feedback.confirm({ message: 'Delete warranty W-1003?' });
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(escaped).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ConfirmQueue: Story = {
  play: async ({ loaded }) => {
    const { feedback } = controllerOf(loaded);
    const first = feedback.confirm({ message: 'Approve payout P-1?' });
    const second = feedback.confirm({ message: 'Approve payout P-2?' });

    await expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('Approve payout P-1?');
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await expect(screen.queryByText('Approve payout P-2?')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Approve payout P-2?'),
    );
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const LogoutConfirm: Story = {
  play: async ({ loaded }) => {
    const { feedback } = controllerOf(loaded);
    const answer = feedback.confirm({
      title: messages.logoutTitle,
      message: messages.logoutConfirm,
      confirmText: messages.logoutOk,
      cancelText: messages.logoutCancel,
      type: 'warning',
    });
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('heading', { name: 'Tips' })).toBeInTheDocument();
    await expect(dialog).toHaveAccessibleDescription('Are you sure to log out and exit the system?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  },
};

export const LoadingOverlay: Story = {
  play: async ({ loaded }) => {
    const { feedback } = controllerOf(loaded);
    const closeDownload = feedback.loading(messages.downloading);
    const closeSave = feedback.loading(messages.settingsSaving);

    // The newest overlay's text shows while both are open.
    const text = await screen.findByRole('alert');
    await expect(text).toHaveTextContent('正在保存到本地，请稍候...');
    const mask = text.parentElement as HTMLElement;
    await expect(mask).toHaveAttribute('aria-busy', 'true');
    await expect(mask).toHaveFocus();
    await expect(getComputedStyle(mask).backgroundColor).toBe('rgba(0, 0, 0, 0.7)');

    closeSave();
    closeSave();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('正在下载数据，请稍候'));
    closeDownload();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const EnglishPack: Story = {
  render: (_args, { loaded }) => (
    <MessagesProvider messages={englishMessages}>
      <FeedbackProvider controller={controllerOf(loaded)}>
        <p>Page content</p>
      </FeedbackProvider>
    </MessagesProvider>
  ),
  play: async ({ loaded }) => {
    const { feedback } = controllerOf(loaded);
    const answer = feedback.confirm({ message: 'Archive the event?' });
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('heading', { name: 'System prompt' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  },
};

/** Left open, so the accessibility check also covers the dialog, a toast and a notification together. */
export const ConfirmWaiting: Story = {
  play: async ({ loaded }) => {
    const { feedback } = controllerOf(loaded);
    feedback.message('warning', samples.warning);
    feedback.notify({ type: 'info', title: 'Booking B-17', message: 'The customer asked for a new time.' });
    void feedback.confirm({ message: 'Cancel booking B-17?', type: 'warning' });
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('系统提示');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Left open, so the accessibility check also covers the overlay. */
export const LoadingShown: Story = {
  play: async ({ loaded }) => {
    controllerOf(loaded).feedback.loading(messages.downloading);
    await expect(await screen.findByRole('alert')).toHaveTextContent('正在下载数据，请稍候');
  },
};
