import type { Feedback } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackProvider } from '../Feedback';
import { fakeUpload, MB, makeFile, manualUpload } from '../upload-shared/fakeUpload.fixture';
import { FileUpload, type FileUploadProps } from './FileUpload';

const recorder = (): Feedback => ({ message: fn(), notify: fn(), confirm: fn(), loading: fn() });
const base = '/profile/upload/2026/06/10';

/** The host owns the value; the story keeps it in state like a form would. */
function Host(props: FileUploadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FileUpload
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const success = fakeUpload();
const failThenSucceed = fakeUpload([
  { reject: true },
  { ok: false, code: 500, msg: 'Server error' },
  { ok: true },
]);
const mixed = fakeUpload([{ ok: false, code: 500 }, { ok: true }], 60);
const manual = manualUpload();

const meta = {
  title: 'UI/Components/FileUpload',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it for attachments (documents, any file type) stored as URLs through your own upload function, with type, size and count checks. For pictures shown as previews, use ImageUpload.',
      },
    },
  },
  component: FileUpload,
  render: (args) => <Host {...args} />,
  args: {
    value: [],
    onChange: fn(),
    upload: success.upload,
    feedback: recorder(),
    'aria-label': 'Attachments',
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: HTMLElement) => within(canvas).getByLabelText('Select file');
// The picker's `accept` would filter the wrong file out; users can still pick it with "All files".
const anyFileUser = () => userEvent.setup({ applyAccept: false });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Select file' })).toBeVisible();
    await expect(
      canvas.getByText('Up to 5 files of at most 5 MB, in the format doc/xls/ppt/txt/pdf'),
    ).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(input(canvasElement)).toHaveAttribute('accept', '.doc,.xls,.ppt,.txt,.pdf');
  },
};

/** A single file allowed: the tip says so in the singular. */
export const OneFile: Story = {
  args: { limit: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Up to 1 file of at most 5 MB, in the format doc/xls/ppt/txt/pdf'),
    ).toBeVisible();
  },
};

export const WithExistingFiles: Story = {
  args: {
    value: [`${base}/invoice_001.pdf`, `${base}/price_list.xls`],
    resolveUrl: (entry) => `/api${entry}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'invoice_001.pdf' });
    await expect(link).toHaveAttribute('href', `/api${base}/invoice_001.pdf`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'price_list.xls' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove invoice_001.pdf' })).toBeVisible();
  },
};

export const UploadSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    success.reset();
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), makeFile('manual.pdf'));
    await expect(await canvas.findByRole('link', { name: 'manual.pdf' })).toHaveAttribute(
      'href',
      `${base}/manual.pdf`,
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/manual.pdf`]);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const RejectedForType: Story = {
  play: async ({ canvasElement, args }) => {
    success.reset();
    await anyFileUser().upload(input(canvasElement), makeFile('contract.docx'));
    const message = '文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!';
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
    await expect(args.feedback?.message).toHaveBeenCalledWith('error', message);
    await expect(success.calls).toHaveLength(0);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ToastFromFeedbackProvider: Story = {
  args: { feedback: undefined },
  decorators: [(Story) => <FeedbackProvider>{Story()}</FeedbackProvider>],
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement), makeFile('scan.pdf', 5 * MB + 1));
    // Shown twice: inline under the control, and as the provider's toast.
    await waitFor(() => expect(screen.getAllByText('上传文件大小不能超过 5 MB!')).toHaveLength(2));
  },
};

export const UppercaseExtensionAccepted: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement), makeFile('REPORT.PDF'));
    await expect(await within(canvasElement).findByRole('link', { name: 'REPORT.PDF' })).toBeVisible();
  },
};

export const RejectedForSize: Story = {
  play: async ({ canvasElement, args }) => {
    success.reset();
    await userEvent.upload(input(canvasElement), makeFile('scan.pdf', 5 * MB + 1));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('上传文件大小不能超过 5 MB!');
    await expect(args.feedback?.message).toHaveBeenCalledWith('error', '上传文件大小不能超过 5 MB!');
    await expect(success.calls).toHaveLength(0);
    // Exactly 5 MB is allowed.
    await userEvent.upload(input(canvasElement), makeFile('scan.pdf', 5 * MB));
    await expect(await within(canvasElement).findByRole('link', { name: 'scan.pdf' })).toBeVisible();
  },
};

export const RejectedForCount: Story = {
  args: { value: [`${base}/a.pdf`, `${base}/b.pdf`, `${base}/c.pdf`] },
  play: async ({ canvasElement }) => {
    success.reset();
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), [makeFile('d.pdf'), makeFile('e.pdf'), makeFile('f.pdf')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('上传文件数量不能超过 5 个!');
    // Refused before anything is sent.
    await expect(success.calls).toHaveLength(0);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const FailedUpload: Story = {
  args: { upload: failThenSucceed.upload },
  play: async ({ canvasElement, args }) => {
    failThenSucceed.reset();
    const canvas = within(canvasElement);
    const failed = '上传文件失败，请重试';
    // A network error…
    await userEvent.upload(input(canvasElement), makeFile('first.pdf'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(failed));
    await expect(canvas.queryByText('first.pdf')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    // …then a code-500 answer…
    await userEvent.upload(input(canvasElement), makeFile('second.pdf'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(failed));
    await expect(canvas.queryByText('second.pdf')).toBeNull();
    await expect(args.feedback?.message).toHaveBeenCalledTimes(2);
    await expect(args.feedback?.message).toHaveBeenCalledWith('error', failed);
    // …and the component is not stuck: the next upload lands.
    await userEvent.upload(input(canvasElement), makeFile('third.pdf'));
    await expect(await canvas.findByRole('link', { name: 'third.pdf' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/third.pdf`]);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const ParallelUploads: Story = {
  args: { upload: mixed.upload },
  play: async ({ canvasElement, args }) => {
    mixed.reset();
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), [makeFile('bad.pdf'), makeFile('good.pdf')]);
    // Both are in flight at once.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    await expect(await canvas.findByRole('link', { name: 'good.pdf' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('上传文件失败，请重试');
    await expect(canvas.queryByText('bad.pdf')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/good.pdf`]);
  },
};

export const ProgressMidUpload: Story = {
  args: { upload: manual.upload },
  play: async ({ canvasElement }) => {
    manual.reset();
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), makeFile('catalogue.pdf'));
    const bar = canvas.getByRole('progressbar', { name: 'Uploading catalogue.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    manual.progress(40);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect(canvas.getByText('40%')).toBeVisible();
    manual.succeed();
    await expect(await canvas.findByRole('link', { name: 'catalogue.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const CancelInFlight: Story = {
  args: { upload: manual.upload },
  play: async ({ canvasElement, args }) => {
    manual.reset();
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), makeFile('draft.pdf'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove draft.pdf' }));
    await expect(manual.signals[0]?.aborted).toBe(true);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RemoveFile: Story = {
  args: { value: [`${base}/a.pdf`, `${base}/b.pdf`] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove a.pdf' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/b.pdf`]);
    await expect(canvas.queryByRole('link', { name: 'a.pdf' })).toBeNull();
  },
};

export const ReorderWithKeyboard: Story = {
  args: { value: [`${base}/a.pdf`, `${base}/b.pdf`, `${base}/c.pdf`] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const down = canvas.getByRole('button', { name: 'Move down a.pdf' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/b.pdf`, `${base}/a.pdf`, `${base}/c.pdf`]);
    // Focus follows the moved file, so it can keep moving.
    await expect(canvas.getByRole('button', { name: 'Move down a.pdf' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/b.pdf`, `${base}/c.pdf`, `${base}/a.pdf`]);
    await userEvent.click(canvas.getByRole('button', { name: 'Move up c.pdf' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/c.pdf`, `${base}/b.pdf`, `${base}/a.pdf`]);
    const links = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(['c.pdf', 'b.pdf', 'a.pdf']);
    // The first file cannot move up; the button says so and does nothing.
    const up = canvas.getByRole('button', { name: 'Move up c.pdf' });
    await expect(up).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(up);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const ReorderByDrag: Story = {
  args: { value: [`${base}/a.pdf`, `${base}/b.pdf`, `${base}/c.pdf`] },
  play: async ({ canvasElement, args }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const [first, , third] = items as [HTMLElement, HTMLElement, HTMLElement];
    const dataTransfer = new DataTransfer();
    fireEvent.dragStart(first, { dataTransfer });
    fireEvent.dragOver(third, { dataTransfer });
    fireEvent.drop(third, { dataTransfer });
    fireEvent.dragEnd(first, { dataTransfer });
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/b.pdf`, `${base}/c.pdf`, `${base}/a.pdf`]);
  },
};

export const DropFilesOnZone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('or drop files here').parentElement as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(makeFile('dropped.txt'));
    // fireEvent copies the DataTransfer into an empty one, losing the files: dispatch real drag events.
    for (const type of ['dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
    }
    await expect(await canvas.findByRole('link', { name: 'dropped.txt' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: [`${base}/a.pdf`], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'a.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByLabelText('Select file')).toBeNull();
    await expect(canvas.queryByText(/Up to 5 files/)).toBeNull();
  },
};
