import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../kit/Button';
import { Editor, type EditorProps } from './Editor';

const MB = 1024 * 1024;

const feedback = () => ({
  message: fn(),
  notify: fn(),
  confirm: fn(async () => false),
  loading: fn(() => () => {}),
});

/** Keeps the value in state, as a form would, so the stories exercise the value round trip. */
function ControlledEditor(args: EditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Editor
      {...args}
      value={value}
      onChange={(html) => {
        setValue(html);
        args.onChange?.(html);
      }}
    />
  );
}

const meta = {
  title: 'UI/Components/Editor',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The rich-text editor (Tiptap) for long formatted text such as notices or terms; its HTML is sanitised in and out. In screens prefer LazyEditor from @console/ui, which loads this code on demand; for plain text use Textarea.',
      },
    },
  },
  component: Editor,
  args: { value: '', onChange: fn() },
  render: (args) => <ControlledEditor {...args} />,
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox');

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The image file input is missing');
  return input;
};

// The file input's accept list would filter the refused files out before the editor sees them.
const chooseFiles = (input: HTMLInputElement, files: File[]) =>
  userEvent.setup({ applyAccept: false }).upload(input, files);

/**
 * Types into the focused editor. execCommand makes Chromium fire the real beforeinput/input events that
 * ProseMirror reads; user-event's simulated typing loses characters in a contenteditable.
 */
const typeText = (text: string) => {
  document.execCommand('insertText', false, text);
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = await textbox(canvasElement);
    await expect(box).toHaveAccessibleName('请输入内容');
    await expect(box).toHaveAttribute('aria-placeholder', '请输入内容');
    await expect(box).toHaveAttribute('contenteditable', 'true');
    const paragraph = await waitFor(() => {
      const p = box.querySelector('p.is-editor-empty');
      if (!p) throw new Error('no empty paragraph yet');
      return p;
    });
    await expect(paragraph).toHaveAttribute('data-placeholder', '请输入内容');
    await expect(getComputedStyle(paragraph, '::before').content).toBe('"请输入内容"');
    await expect(within(canvasElement).getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    // Without an uploader there is nothing to upload to: no image button.
    await expect(within(canvasElement).queryByRole('button', { name: 'Insert image' })).toBeNull();
  },
};

export const TypeAndBold: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    typeText('Hello');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Hello</p>'));
    await userEvent.keyboard('{Control>}a{/Control}');
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(box.querySelector('strong')).toHaveTextContent('Hello');
  },
};

export const ClearAllText: Story = {
  args: { value: '<p>Some <em>text</em></p>' },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await expect(box).toHaveTextContent('Some text');
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    // Empty means '' (not '<p></p>'), so a "required" check on the value fails as it should.
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Toolbar: Story = {
  args: { uploadImage: fn(async () => ({ url: '/bike.png' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Link',
      'Insert image',
      'Undo',
      'Redo',
      'Clear formatting',
    ]);
    // One tab stop; arrow keys move along the enabled buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Clear formatting' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await userEvent.tab();
    await expect(await textbox(canvasElement)).toHaveFocus();
  },
};

export const Formatting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await textbox(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Heading 2' }));
    typeText('Title');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<h2>Title</h2>'));
    await expect(canvas.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('<ul><li><p>Title</p></li></ul>');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear formatting' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Title</p>');
    // Changes within 500 ms form one undo step: wait so the next change can be undone on its own.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.click(canvas.getByRole('button', { name: 'Heading 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('<h1>Title</h1>');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Title</p>');
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('<h1>Title</h1>');
  },
};

export const Link: Story = {
  args: { value: '<p>Docs</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await textbox(canvasElement));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter an address starting with http://, https://, mailto: or tel:',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">Docs</a></p>',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
  },
};

function ReadOnlyToggle(args: EditorProps) {
  const [readOnly, setReadOnly] = useState(args.readOnly);
  return (
    <>
      <Button onClick={() => setReadOnly((current) => !current)}>Toggle read-only</Button>
      <ControlledEditor {...args} readOnly={readOnly} />
    </>
  );
}

export const ReadOnly: Story = {
  args: { value: '<p>Signed off</p>', readOnly: true },
  render: (args) => <ReadOnlyToggle {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await expect(box).toHaveAttribute('contenteditable', 'false');
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await expect(box).toHaveTextContent('Signed off');
    await expect(canvas.queryByRole('toolbar')).toBeNull();

    // readOnly is reactive: switching it off makes the same editor editable.
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle read-only' }));
    await expect(box).toHaveAttribute('contenteditable', 'true');
    await expect(box).not.toHaveAttribute('aria-readonly');
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}');
    typeText('Approved');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Approved</p>'));

    await userEvent.click(canvas.getByRole('button', { name: 'Toggle read-only' }));
    await expect(box).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

export const ImageWrongType: Story = {
  args: { uploadImage: fn(async () => ({ url: '/bike.gif' })), feedback: feedback() },
  play: async ({ canvasElement, args }) => {
    await chooseFiles(fileInput(canvasElement), [new File(['GIF89a'], 'bike.gif', { type: 'image/gif' })]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('图片格式错误!');
    await expect(args.feedback?.message).toHaveBeenCalledWith('error', '图片格式错误!');
    await expect(args.uploadImage).not.toHaveBeenCalled();
  },
};

export const ImageTooLarge: Story = {
  args: { uploadImage: fn(async () => ({ url: '/bike.png' })), feedback: feedback() },
  play: async ({ canvasElement, args }) => {
    const big = new File([new Uint8Array(5 * MB + 1)], 'bike.png', { type: 'image/png' });
    await chooseFiles(fileInput(canvasElement), [big]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '上传文件大小不能超过 5 MB!',
    );
    await expect(args.feedback?.message).toHaveBeenCalledWith('error', '上传文件大小不能超过 5 MB!');
    await expect(args.uploadImage).not.toHaveBeenCalled();
  },
};

export const ImageUploadFails: Story = {
  args: {
    uploadImage: fn(async () => {
      throw new Error('500');
    }),
    feedback: feedback(),
  },
  play: async ({ canvasElement, args }) => {
    await chooseFiles(fileInput(canvasElement), [new File(['png'], 'bike.png', { type: 'image/png' })]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('图片插入失败');
    await expect(args.feedback?.message).toHaveBeenCalledWith('error', '图片插入失败');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ImageInserted: Story = {
  args: { value: '<p>Before</p>', uploadImage: fn(async () => ({ url: '/bike.svg' })), feedback: feedback() },
  play: async ({ canvasElement, args }) => {
    // A real .svg file reports image/svg+xml: accepted (the template's MIME list refused it).
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'bike.svg', {
      type: 'image/svg+xml',
    });
    await chooseFiles(fileInput(canvasElement), [svg]);
    await expect(args.uploadImage).toHaveBeenCalledWith(svg);
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<img src="/bike.svg" alt="">'),
    );
    const box = await textbox(canvasElement);
    await expect(box.querySelector('img')).toHaveAttribute('src', '/bike.svg');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.feedback?.message).not.toHaveBeenCalled();
  },
};

export const ImagePasted: Story = {
  args: { uploadImage: fn(async () => ({ url: '/pasted.png' })) },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    const clipboard = new DataTransfer();
    const png = new File(['png'], 'screenshot.png', { type: 'image/png' });
    clipboard.items.add(png);
    await userEvent.paste(clipboard);
    await expect(args.uploadImage).toHaveBeenCalledWith(png);
    await waitFor(() => expect(box.querySelector('img')).toHaveAttribute('src', '/pasted.png'));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<img src="/pasted.png" alt="">'),
    );
  },
};

export const MaliciousValue: Story = {
  args: {
    value:
      '<img src=x onerror=alert(1)><script>window.__editorXss = true</script><p onclick="alert(2)">Hi</p>',
  },
  play: async ({ canvasElement }) => {
    const box = await textbox(canvasElement);
    await expect(box).toHaveTextContent('Hi');
    await expect(box.querySelector('img')).not.toHaveAttribute('onerror');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror], [onclick]')).toBeNull();
    await expect((window as { __editorXss?: boolean }).__editorXss).toBeUndefined();
  },
};

export const Height: Story = {
  args: { height: 300 },
  play: async ({ canvasElement }) => {
    const box = await textbox(canvasElement);
    const surface = box.parentElement;
    if (!surface) throw new Error('The writing area has no container');
    await expect(getComputedStyle(surface).height).toBe('300px');
  },
};

export const MinHeight: Story = {
  args: { minHeight: '12rem' },
  play: async ({ canvasElement }) => {
    const box = await textbox(canvasElement);
    const surface = box.parentElement;
    if (!surface) throw new Error('The writing area has no container');
    await expect(getComputedStyle(surface).minHeight).toBe('192px');
  },
};
