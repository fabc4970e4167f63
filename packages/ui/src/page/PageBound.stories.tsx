import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageBound } from './PageBound';
import { createPageVisibility, PageVisibilityContext } from './pageVisibility';

/** A page with a note portalled into the body, and a switch standing for the tabs (show or hide the page). */
function KeptAlivePage({ active }: { active?: boolean }) {
  const [visibility] = useState(() => createPageVisibility(true));
  const [shown, setShown] = useState(true);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          visibility.setShown(!shown);
          setShown(!shown);
        }}
      >
        {shown ? 'Go to another tab' : 'Come back'}
      </button>
      <PageVisibilityContext.Provider value={visibility}>
        {createPortal(
          <PageBound active={active}>
            <p role="note">Unsaved changes on the warranty page</p>
          </PageBound>,
          document.body,
        )}
      </PageVisibilityContext.Provider>
    </>
  );
}

const meta = {
  title: 'UI/Foundations/PageBound',
  tags: ['autodocs'],
  component: PageBound,
  parameters: {
    docs: {
      description: {
        component:
          'Wrap what a kept-alive page shows outside its own box (a portal, an overlay of your own) so it hides with its page and comes back with it, keeping its state. Dialog and Drawer already do this; you need it only for portals of your own.',
      },
    },
  },
  args: { active: true, children: null },
  render: (args) => <KeptAlivePage active={args.active} />,
} satisfies Meta<typeof PageBound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HidesWithItsPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('note')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to another tab' }));
    await waitFor(() => expect(canvas.queryByRole('note')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    await expect(await canvas.findByRole('note')).toBeVisible();
  },
};
