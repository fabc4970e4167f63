import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

const onSave = fn();

/**
 * A page button that opens the dialog; the footer's Cancel closes it and Save saves and closes. The demo
 * keeps `open` itself, so the args' `open` and `onOpenChange` (there for the props table) are overridden.
 */
function DialogDemo(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit dealer</Button>
      <Dialog
        title="Edit dealer"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              variant="primary"
              onClick={() => {
                onSave();
                setOpen(false);
              }}
            >
              Save
            </Button>
          </>
        }
        {...props}
        open={open}
        onOpenChange={setOpen}
      >
        <label>
          Dealer name <input defaultValue="Bay Cycles" />
        </label>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Kit/Dialog',
  tags: ['autodocs'],
  component: Dialog,
  parameters: {
    docs: {
      // Its stories open overlays or fix themselves to the window: each gets a frame of its own on this page.
      story: { inline: false, height: '360px' },
      description: {
        component:
          "Use it for a short task that must be finished or cancelled before going on, such as editing a record in a small form. For a yes/no question use the feedback layer's confirm; for a side form or settings beside the page use Drawer.",
      },
    },
  },
  args: { open: false, onOpenChange: fn(), title: 'Edit dealer' },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openFrom = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Edit dealer' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Edit dealer' });
  // It fades in from opacity 0: wait until it is shown before asserting on it.
  await waitFor(() => expect(dialog).toBeVisible());
  return { trigger, dialog };
};

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openFrom(canvasElement);
    // Visible once the fade-in has run.
    await waitFor(() => expect(dialog).toBeVisible());
    // Focus moves into the dialog and stays there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openFrom(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FooterButtons: Story = {
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    let { trigger, dialog } = await openFrom(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    ({ trigger, dialog } = await openFrom(canvasElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false, showClose: false },
  play: async ({ canvasElement }) => {
    const { dialog } = await openFrom(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Edit dealer' })).toBeVisible();
    // A click outside the dialog does not close it either.
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog', { name: 'Edit dealer' })).toBeVisible();
    // Only an answer does.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openFrom(canvasElement);
    const box = dialog.getBoundingClientRect();
    // The overlay around the dialog: just below it.
    const overlay = document.elementFromPoint(box.left + 10, box.bottom + 10) as HTMLElement;
    await expect(dialog.contains(overlay)).toBe(false);
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const AlertDialogWithDescription: Story = {
  args: {
    role: 'alertdialog',
    title: 'Delete dealer',
    description: 'Bay Cycles and its 12 bikes will be removed.',
    children: null,
    footer: <Button variant="danger">Delete</Button>,
  },
  render: (args) => {
    const [open, setOpen] = useState(true);
    return <Dialog {...args} title={args.title ?? ''} open={open} onOpenChange={setOpen} />;
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete dealer' });
    await expect(dialog).toHaveAccessibleDescription('Bay Cycles and its 12 bikes will be removed.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible());
  },
};
