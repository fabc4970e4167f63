import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Kit/Card',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Use it to frame a section of a screen in a white panel with an optional title and header controls. For a record's label/value details inside it, use Descriptions.",
      },
    },
  },
  component: Card,
  args: {
    title: 'Warranty summary',
    children: <p style={{ margin: 0 }}>12 warranties registered this month.</p>,
    style: { maxWidth: 420 },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => canvasElement.firstElementChild as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Warranty summary' })).toBeVisible();
    await expect(canvas.getByText('12 warranties registered this month.')).toBeVisible();
    await expect(getComputedStyle(card(canvasElement)).boxShadow).not.toBe('none');
  },
};

const onMore = fn();

export const WithExtra: Story = {
  args: {
    extra: (
      <Button variant="text" onClick={onMore}>
        More
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onMore.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }));
    await expect(onMore).toHaveBeenCalledTimes(1);
  },
};

export const ShadowOnHover: Story = {
  args: { shadow: 'hover', extra: <Button>Edit</Button> },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(card(canvasElement)).boxShadow).toBe('none');
    // Keyboard users get the same lift as mouse users while a control inside has focus.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(card(canvasElement)).boxShadow).not.toBe('none'));
  },
};

export const NoShadow: Story = {
  args: { shadow: 'never' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(card(canvasElement)).boxShadow).toBe('none');
  },
};

export const BodyOnly: Story = {
  args: { title: undefined, padded: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(within(canvasElement).getByText('12 warranties registered this month.')).toBeVisible();
  },
};
