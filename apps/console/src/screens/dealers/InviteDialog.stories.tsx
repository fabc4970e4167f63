import type { DealerCandidate, DealerInviteBody } from '@console/contract';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { candidates } from './dealers.fixtures';
import { InviteDialog, type InviteDialogProps } from './InviteDialog';

/** The dialog with the server's search: `answer` gives the candidates matching what was typed. */
function Harness({
  answer,
  ...props
}: Omit<InviteDialogProps, 'candidates' | 'searching'> & {
  answer: (q: string) => DealerCandidate[] | undefined;
}) {
  const [q, setQ] = useState<string | null>(null);
  return (
    <InviteDialog
      {...props}
      candidates={q === null ? undefined : answer(q)}
      searching={false}
      onSearch={(next) => {
        props.onSearch(next);
        setQ(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/Companies/Dealers/InviteDialog',
  component: Harness,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/company/retailers">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    open: true,
    answer: (q: string): DealerCandidate[] | undefined =>
      candidates.filter((c) => c.name.toLowerCase().includes(q.toLowerCase())),
    onSearch: fn(),
    onInvite: fn(async (_body: DealerInviteBody) => {}),
    onClose: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const element = await screen.findByRole('dialog', { name: 'Invite a retailer' });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

/** The candidates come from the search; a pick and an optional dealer number make the invitation. */
export const Invites: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(''));
    await expect(
      body.getByRole('radio', { name: 'Iron Bike Works 18 · Chicago, IL (terminated before)' }),
    ).toBeVisible();
    await userEvent.click(body.getByRole('radio', { name: 'Iron Cycles 28 · Springfield, IL' }));
    await userEvent.type(body.getByRole('textbox', { name: 'Dealer number' }), 'VL-2801');
    await userEvent.click(body.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.onInvite).toHaveBeenCalledWith({ retailerId: 28, dealerNumber: 'VL-2801' }),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Typing asks the server once the typing pauses. */
export const Searches: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.type(body.getByRole('searchbox', { name: 'Find a retailer' }), 'granite');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('granite'));
    await waitFor(() => expect(body.getAllByRole('radio')).toHaveLength(1));
    await expect(args.onSearch).not.toHaveBeenCalledWith('g');
    await userEvent.clear(body.getByRole('searchbox', { name: 'Find a retailer' }));
    await userEvent.type(body.getByRole('searchbox', { name: 'Find a retailer' }), 'zz');
    await expect(await body.findByText('No retailer to invite matches “zz”.')).toBeVisible();
  },
};

/** Nothing picked: the form says so on its field and sends nothing. */
export const NothingPicked: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: 'Send invitation' }));
    await expect(await body.findByText('This field is required.')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** A dealer number another dealer has: the server's refusal shows on the field; the dialog stays. */
export const TakenNumber: Story = {
  args: {
    onInvite: fn(async (_body: DealerInviteBody) => {
      const msg = 'Another retailer of the brand has this dealer number.';
      throw refusal(409, msg, { fields: { dealerNumber: msg } });
    }),
  },
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(await body.findByRole('radio', { name: /Granite E-Bikes 24/ }));
    await userEvent.type(body.getByRole('textbox', { name: 'Dealer number' }), 'VL-1001');
    await userEvent.click(body.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await body.findByText('Another retailer of the brand has this dealer number.'),
    ).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Before the first answer, a spinner holds the place of the choices. */
export const Loading: Story = {
  args: { answer: () => undefined },
  play: async () => {
    const body = await dialog();
    await expect(body.queryByRole('radio')).toBeNull();
    await expect(body.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  },
};
