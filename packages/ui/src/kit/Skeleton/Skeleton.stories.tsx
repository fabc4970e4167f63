import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Kit/Skeleton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Use it as the placeholder of content that is still loading, so the layout does not jump when it arrives. For a short wait after an action use the Button's loading state or a Spinner.",
      },
    },
  },
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-skeleton="line"]'));

/** Whether a `prefers-reduced-motion: reduce` rule stops the element's animation. */
function reducedMotionStops(element: HTMLElement): boolean {
  return Array.from(document.styleSheets).some((sheet) =>
    Array.from(sheet.cssRules).some(
      (rule) =>
        rule instanceof CSSMediaRule &&
        rule.media.mediaText.includes('prefers-reduced-motion: reduce') &&
        Array.from(rule.cssRules).some(
          (inner) =>
            inner instanceof CSSStyleRule &&
            element.matches(inner.selectorText) &&
            inner.style.animationName === 'none',
        ),
    ),
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(region).not.toBeNull();
    // Read by screen readers, not shown.
    await expect(within(region).getByText('Loading')).toBeInTheDocument();
    // A title line and the 3 default rows.
    const shown = lines(region);
    await expect(shown).toHaveLength(4);
    await expect(getComputedStyle(shown[0] as HTMLElement).animationName).not.toBe('none');
    await expect(reducedMotionStops(shown[0] as HTMLElement)).toBe(true);
  },
};

export const WithAvatar: Story = {
  args: { avatar: true, rows: 2 },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector<HTMLElement>('[data-skeleton="avatar"]');
    await expect(avatar).toBeVisible();
    await expect(getComputedStyle(avatar as HTMLElement).borderRadius).toBe('50%');
    await expect(lines(canvasElement)).toHaveLength(3);
  },
};

export const Still: Story = {
  args: { animated: false },
  play: async ({ canvasElement }) => {
    for (const line of lines(canvasElement)) {
      await expect(getComputedStyle(line).animationName).toBe('none');
    }
  },
};

export const Loaded: Story = {
  args: { loading: false, children: <p>Order #1024 is ready for pickup.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Order #1024 is ready for pickup.')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
    await expect(within(canvasElement).queryByText('Loading')).toBeNull();
  },
};
