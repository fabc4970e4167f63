import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { DealerActionDialog } from './DealerActionDialog';
import type { DealerActionBody } from './dealers.api';

const meta = {
  title: 'Console/Companies/Dealers/DealerActionDialog',
  component: DealerActionDialog,
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
    target: { side: 'brand', action: 'suspend', name: 'Harbor Cycles' },
    onConfirm: fn(async (_body: DealerActionBody) => {}),
    onClose: fn(),
  },
} satisfies Meta<typeof DealerActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

/** The dialog's title once it has faded in. */
const title = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  await waitFor(() => expect(heading).toBeVisible());
};

/** Suspending asks for an optional reason and says what suspension does. */
export const SuspendWithReason: Story = {
  play: async ({ args }) => {
    await title('Suspend Harbor Cycles');
    await expect(dialog().getByText(/cannot register or claim your warranties/)).toBeVisible();
    await userEvent.type(dialog().getByRole('textbox', { name: 'Reason' }), 'Invoices overdue');
    await userEvent.click(dialog().getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'Invoices overdue' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    const toast = await screen.findByText('Dealership suspended.');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** A brand accepts a request with its dealer number; a number another dealer has is refused on its field. */
export const AcceptTakenDealerNumber: Story = {
  args: {
    target: { side: 'brand', action: 'accept', name: 'Summit E-Ride' },
    onConfirm: fn(async (_body: DealerActionBody) => {
      throw refusal(409, 'Another retailer of the brand has this dealer number.', {
        fields: { dealerNumber: 'Another retailer of the brand has this dealer number.' },
      });
    }),
  },
  play: async ({ args }) => {
    await userEvent.type(dialog().getByRole('textbox', { name: 'Dealer number' }), 'VL-1001');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    await expect(
      await dialog().findByText('Another retailer of the brand has this dealer number.'),
    ).toBeVisible();
    await expect(dialog().getByRole('textbox', { name: 'Dealer number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The contract checks the number in the browser too: nothing is sent. */
export const BadDealerNumber: Story = {
  args: { target: { side: 'brand', action: 'invite', name: 'Iron Cycles 28' } },
  play: async ({ args }) => {
    await title('Invite Iron Cycles 28 again');
    await userEvent.type(dialog().getByRole('textbox', { name: 'Dealer number' }), 'VL 1');
    await userEvent.click(dialog().getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog().findByText('Use letters, digits and . _ / - only.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A retailer's request needs nothing but a confirmation. */
export const RetailerRequest: Story = {
  args: { target: { side: 'retailer', action: 'request', name: 'Voltline Bikes' } },
  play: async ({ args }) => {
    await title('Ask Voltline Bikes to become a dealer');
    await expect(dialog().queryByRole('textbox')).toBeNull();
    await userEvent.click(dialog().getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith({}));
  },
};

export const Cancelled: Story = {
  args: { target: { side: 'retailer', action: 'decline', name: 'Voltline Bikes' } },
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
