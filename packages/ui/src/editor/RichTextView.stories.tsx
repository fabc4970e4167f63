import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichTextView } from './RichTextView';
import { sanitizeHtml } from './sanitize';
import { sanitizeCases } from './sanitize.fixture';

const meta = {
  title: 'UI/Components/RichTextView',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Shows stored rich text (the Editor's HTML) sanitised and styled like the editor. Prefer LazyRichTextView in screens, and never put such HTML on the page with dangerouslySetInnerHTML yourself.",
      },
    },
  },
  component: RichTextView,
  args: {
    html:
      '<h2>Warranty terms</h2><p>Covers the <strong>frame</strong> and <em>battery</em>.</p>' +
      '<ul><li><p>Two years</p></li></ul><p><a href="https://example.com" target="_blank">Details</a></p>',
  },
} satisfies Meta<typeof RichTextView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Warranty terms' })).toBeVisible();
    await expect(canvas.getByText('frame').tagName).toBe('STRONG');
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Two years');
    const link = canvas.getByRole('link', { name: 'Details' });
    await expect(link).toHaveAttribute('href', 'https://example.com');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

export const MaliciousHtml: Story = {
  args: {
    html:
      '<img src=x onerror="window.__viewXss = true"><script>window.__viewXss = true</script>' +
      '<p onclick="alert(1)" style="color:red">Hi <a href="javascript:alert(1)">there</a></p><iframe src="/"></iframe>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Hi there');
    await expect(canvasElement.querySelector('script, iframe, [onerror], [onclick], [style]')).toBeNull();
    await expect(canvasElement.querySelector('a')).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect((window as { __viewXss?: boolean }).__viewXss).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { html: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.firstElementChild).toBeEmptyDOMElement();
  },
};

/** sanitizeHtml's cases, checked here in real Chromium (DOMPurify does not support happy-dom). */
export const SanitizerCases: Story = {
  play: async () => {
    for (const { name, input, output } of sanitizeCases) {
      await expect(sanitizeHtml(input), name).toBe(output);
    }
  },
};
