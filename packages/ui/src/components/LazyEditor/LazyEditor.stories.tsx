import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { expect, fn, within } from 'storybook/test';
import { LazyEditor } from './LazyEditor';
import { LazyRichTextView } from './LazyRichTextView';

/** What the first commit showed: the play function runs later, when the editor may already be there. */
const firstCommit: { busy?: boolean; label?: string; height?: number } = {};

function FirstCommitProbe({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current?.querySelector('[aria-busy="true"]');
    firstCommit.busy = Boolean(box);
    firstCommit.label = box?.textContent ?? undefined;
    firstCommit.height = box?.getBoundingClientRect().height;
  }, []);
  return <div ref={ref}>{children}</div>;
}

const meta = {
  title: 'UI/Components/LazyEditor',
  tags: ['autodocs'],
  subcomponents: { LazyRichTextView },
  parameters: {
    docs: {
      description: {
        component:
          "Use LazyEditor and LazyRichTextView in screens: they load the rich-text editor's code only when they are shown. Import Editor and RichTextView from @console/ui/editor only where that code is loaded anyway.",
      },
    },
  },
  component: LazyEditor,
  args: { value: '<p>Loaded on demand</p>', height: 200, onChange: fn() },
} satisfies Meta<typeof LazyEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlaceholderThenEditor: Story = {
  render: (args) => (
    <FirstCommitProbe>
      <LazyEditor {...args} />
    </FirstCommitProbe>
  ),
  play: async ({ canvasElement }) => {
    // First a busy box of the editor's size (border 2 + toolbar 38 + height 200)...
    await expect(firstCommit.busy).toBe(true);
    await expect(firstCommit.label).toBe('Loading');
    await expect(firstCommit.height).toBe(240);
    // ...then the editor itself, at the same height.
    const box = await within(canvasElement).findByRole('textbox', {}, { timeout: 15_000 });
    await expect(box).toHaveTextContent('Loaded on demand');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    const frame = box.parentElement?.parentElement;
    await expect(frame?.getBoundingClientRect().height).toBe(240);
  },
};

export const LazyView: Story = {
  render: () => <LazyRichTextView html="<h2>Terms</h2><p>Two years <script>alert(1)</script></p>" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Terms' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
