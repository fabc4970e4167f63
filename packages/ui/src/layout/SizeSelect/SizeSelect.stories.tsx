import type { ComponentSize } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackHarness } from '../fixtures/feedback.fixture';
import { SizeSelect } from './SizeSelect';

const meta = {
  title: 'UI/Layout/SizeSelect',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The component-size menu of the top bar (Default, Medium, Small, Mini). Navbar includes it; use it alone only in a top bar of your own.',
      },
    },
  },
  component: SizeSelect,
  args: { size: 'medium', onChange: fn() },
  render: function Render(args) {
    const [size, setSize] = useState<ComponentSize>(args.size);
    return (
      <FeedbackHarness>
        {(feedback) => (
          <SizeSelect
            size={size}
            feedback={feedback}
            onChange={(next) => {
              args.onChange(next);
              setSize(next);
            }}
          />
        )}
      </FeedbackHarness>
    );
  },
} satisfies Meta<typeof SizeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Options: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Size' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Default', 'Medium', 'Small', 'Mini']);
    // The current size (medium by default) cannot be picked again.
    await expect(within(menu).getByRole('menuitem', { name: 'Medium' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Small' })).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SwitchSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Size' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Small' }));
    await expect(args.onChange).toHaveBeenCalledWith('small');
    await expect(canvas.getByRole('status')).toHaveTextContent('Switch Size Success');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Size' }));
    await expect(await screen.findByRole('menuitem', { name: 'Small' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const CurrentIsDisabled: Story = {
  args: { size: 'mini' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Size' }));
    const mini = await screen.findByRole('menuitem', { name: 'Mini' });
    await expect(mini).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(mini, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The menu's code loads when the focus reaches the button: the button keeps the focus, Enter opens it. */
export const FromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const size = () => within(canvasElement).getByRole('button', { name: 'Size' });
    await userEvent.tab();
    await expect(size()).toHaveFocus();
    await waitFor(() => expect(size()).toHaveAttribute('data-state', 'closed'));
    await expect(size()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'Small' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(size()).toHaveFocus());
  },
};

/** Enter pressed before the menu's code is there still opens it once it arrives. */
export const EnterBeforeLoad: Story = {
  play: async ({ canvasElement }) => {
    const size = within(canvasElement).getByRole('button', { name: 'Size' });
    size.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'Small' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
