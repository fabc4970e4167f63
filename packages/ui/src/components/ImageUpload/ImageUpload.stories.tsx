import type { Feedback } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeUpload, MB, makeFile, manualUpload } from '../upload-shared/fakeUpload.fixture';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

const recorder = (): Feedback => ({ message: fn(), notify: fn(), confirm: fn(), loading: fn() });
const base = '/profile/upload/2026/06/10';
const palette = ['#3a7d1c', '#1f3a68', '#8a5a0f', '#c0392b', '#5b5e63'];

/** Plays the host's base-URL prefixing: every stored path becomes a generated picture, no server needed. */
function picture(entry: string): string {
  const colour = palette[entry.length % palette.length] ?? '#1f3a68';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function Host(props: ImageUploadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ImageUpload
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
const failThenSucceed = fakeUpload([{ ok: false, code: 500, msg: 'Server error' }, { ok: true }]);
const manual = manualUpload();

const meta = {
  title: 'UI/Components/ImageUpload',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it for product photos and other images, shown as preview cards the user can reorder and remove. For other kinds of files, use FileUpload.',
      },
    },
  },
  component: ImageUpload,
  render: (args) => <Host {...args} />,
  args: {
    value: [],
    onChange: fn(),
    upload: success.upload,
    feedback: recorder(),
    resolveUrl: picture,
    'aria-label': 'Product photos',
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: HTMLElement) => within(canvas).getByLabelText('Add image');
const four = ['front', 'back', 'left', 'right'].map((side) => `${base}/${side}.png`);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add image' })).toBeVisible();
    await expect(canvas.getByText('Up to 5 files of at most 5 MB, in the format png/jpg/jpeg')).toBeVisible();
    await expect(input(canvasElement)).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const WithImages: Story = {
  args: { value: [`${base}/front.png`, `${base}/back.jpg`] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const front = canvas.getByRole('img', { name: 'front.png' });
    await expect(front).toHaveAttribute('src', picture(`${base}/front.png`));
    const card = canvas.getAllByRole('listitem')[0];
    await expect(card?.getBoundingClientRect()).toMatchObject({ width: 148, height: 148 });
    await expect(canvas.getByRole('button', { name: 'Preview back.jpg' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove back.jpg' })).toBeVisible();
  },
};

export const UploadSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    success.reset();
    await userEvent.upload(input(canvasElement), makeFile('saddle.jpeg', 2048, 'image/jpeg'));
    await expect(await within(canvasElement).findByRole('img', { name: 'saddle.jpeg' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/saddle.jpeg`]);
  },
};

export const PreviewDialog: Story = {
  args: { value: [`${base}/front.png`, `${base}/back.jpg`] },
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('button', { name: 'Preview back.jpg' });
    await userEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    const large = within(dialog).getByRole('img', { name: 'back.jpg' });
    await expect(large).toHaveAttribute('src', picture(`${base}/back.jpg`));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(thumb).toHaveFocus();
  },
};

export const ImageTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    success.reset();
    await userEvent.upload(input(canvasElement), makeFile('poster.png', 5 * MB + 1, 'image/png'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '上传头像图片大小不能超过 5 MB!',
    );
    await expect(args.feedback?.message).toHaveBeenCalledWith('error', '上传头像图片大小不能超过 5 MB!');
    await expect(success.calls).toHaveLength(0);
  },
};

export const RejectedForType: Story = {
  play: async ({ canvasElement }) => {
    success.reset();
    // The picker's `accept` would filter the GIF out; users can still pick it with "All files".
    await userEvent
      .setup({ applyAccept: false })
      .upload(input(canvasElement), makeFile('logo.gif', 10, 'image/gif'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '文件格式不正确, 请上传png/jpg/jpeg格式文件!',
    );
    await expect(success.calls).toHaveLength(0);
  },
};

export const RejectedForCount: Story = {
  args: { value: four },
  play: async ({ canvasElement }) => {
    success.reset();
    await userEvent.upload(input(canvasElement), [makeFile('a.png'), makeFile('b.png')]);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('上传文件数量不能超过 5 个!');
    await expect(success.calls).toHaveLength(0);
  },
};

export const FailedUpload: Story = {
  args: { upload: failThenSucceed.upload },
  play: async ({ canvasElement, args }) => {
    failThenSucceed.reset();
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), makeFile('broken.png'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('上传图片失败，请重试'));
    await expect(canvas.queryByText('broken.png')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.upload(input(canvasElement), makeFile('fixed.png'));
    await expect(await canvas.findByRole('img', { name: 'fixed.png' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const ProgressMidUpload: Story = {
  args: { upload: manual.upload },
  play: async ({ canvasElement }) => {
    manual.reset();
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), makeFile('wheel.png'));
    manual.progress(75);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading wheel.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    await expect(canvas.getByText('75%')).toBeVisible();
    manual.succeed();
    await expect(await canvas.findByRole('img', { name: 'wheel.png' })).toBeVisible();
  },
};

export const AddTileHiddenAtLimit: Story = {
  args: { value: four },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add image' })).toBeVisible();
    await userEvent.upload(input(canvasElement), makeFile('top.png'));
    // Already gone while the fifth image is on its way.
    await expect(canvas.queryByRole('button', { name: 'Add image' })).toBeNull();
    await expect(await canvas.findByRole('img', { name: 'top.png' })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Add image' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove front.png' }));
    await expect(canvas.getByRole('button', { name: 'Add image' })).toBeVisible();
  },
};

export const ReorderWithKeyboard: Story = {
  args: { value: [`${base}/front.png`, `${base}/back.png`] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move up back.png' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([`${base}/back.png`, `${base}/front.png`]);
    await expect(canvas.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'back.png',
      'front.png',
    ]);
    await expect(canvas.getByRole('button', { name: 'Move up back.png' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { value: [`${base}/front.png`], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'front.png' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add image' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove front.png' })).toBeNull();
    await expect(canvas.queryByLabelText('Add image')).toBeNull();
    await expect(canvas.queryByText(/Up to 5 files/)).toBeNull();
    // Previewing stays available.
    await expect(canvas.getByRole('button', { name: 'Preview front.png' })).toBeEnabled();
  },
};
