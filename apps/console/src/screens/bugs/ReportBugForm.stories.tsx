import type { BugReportBody, BugReportDetail } from '@console/contract';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pickedPng, refusal } from '../../shared/testing/storyFixtures';
import { newDetail, STORED_SCREENSHOT } from './bugs.fixtures';
import { ReportBugForm } from './ReportBugForm';

const context = {
  pageUrl: 'http://localhost:8080/ec/events/eventsManager',
  userAgent: 'Mozilla/5.0 (Story) Chrome/126.0',
  appVersion: '0.0.0 (story)',
};

const meta = {
  title: 'Console/Bugs & developer/Bugs/ReportBugForm',
  component: ReportBugForm,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/bugs/index">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    context,
    upload: fn(() => Promise.resolve({ code: 200, fileName: STORED_SCREENSHOT })),
    onSubmit: fn((_body: BugReportBody) => Promise.resolve(newDetail)),
    onDone: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReportBugForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pastes an image into `target` as the clipboard would (Ctrl+V of a screenshot). */
function pasteImage(target: Element, file: File) {
  const data = new DataTransfer();
  data.items.add(file);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

async function fillIn(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Filters reset on tab switch');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^Steps to reproduce/ }),
    'Filter, switch tab, come back',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: /^What you expected/ }), 'Same filter');
  await userEvent.type(canvas.getByRole('textbox', { name: /^What happened instead/ }), 'Filter gone');
}

/** The captured context shows; nothing typed yet is refused on each field, and nothing is sent. */
export const RefusedWhenEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const captured = within(canvas.getByRole('region', { name: 'Captured for you' }));
    await expect(captured.getByText(context.pageUrl)).toBeVisible();
    await expect(captured.getByText(context.userAgent)).toBeVisible();
    await expect(captured.getByText(context.appVersion)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required.')).toHaveLength(4));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A pasted screenshot is uploaded under a telling name and sent with the report and its context. */
export const PastedScreenshot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('combobox', { name: /How bad is it/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Critical/ }));
    pasteImage(canvas.getByRole('group', { name: 'Paste a screenshot' }), pickedPng('image.png'));
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    const pasted = (args.upload as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    await expect(pasted.name).toMatch(/^screenshot_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.png$/);
    await waitFor(() => expect(canvas.getByText(STORED_SCREENSHOT)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Filters reset on tab switch',
      steps: 'Filter, switch tab, come back',
      expected: 'Same filter',
      actual: 'Filter gone',
      severity: 'critical',
      attachments: [STORED_SCREENSHOT],
      ...context,
    });
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(newDetail));
  },
};

/** A file the server no longer knows is refused on the screenshots; what was typed stays. */
export const RefusedScreenshot: Story = {
  args: {
    onSubmit: fn((_body: BugReportBody) =>
      Promise.reject<BugReportDetail>(
        refusal(422, 'An attachment could not be found.', {
          fields: { 'body.attachments.0': 'Upload this file again.' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    pasteImage(canvas.getByRole('group', { name: 'Paste a screenshot' }), pickedPng('image.png'));
    await waitFor(() => expect(canvas.getByText(STORED_SCREENSHOT)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(canvas.getByText('Upload this file again.')).toBeVisible());
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Filters reset on tab switch');
  },
};
