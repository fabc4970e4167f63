import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { EnrolmentCard } from './EnrolmentCard';
import { pausedEnrolment, revokedEnrolment, ridgeway, voltline } from './liveData.fixtures';

const meta = {
  title: 'Console/Bugs & developer/LiveData/EnrolmentCard',
  component: EnrolmentCard,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <div style={{ maxWidth: 520 }}>
          <Story />
        </div>
      </FeedbackProvider>
    ),
  ],
  args: {
    brand: ridgeway,
    canConsent: true,
    onConsent: fn(async () => {}),
    onAction: fn(async () => {}),
  },
} satisfies Meta<typeof EnrolmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (element: HTMLElement, brand: string) =>
  within(within(element).getByRole('region', { name: `Enrolment with ${brand}` }));
const box = (element: HTMLElement, name: RegExp) => within(element).getByRole('checkbox', { name });

/** Not enrolled: tick the kinds of data, accept the terms, enrol. */
export const NotEnrolled: Story = {
  play: async ({ args, canvasElement }) => {
    const region = card(canvasElement, 'Ridgeway E-Bikes');
    await expect(region.getByText('Not enrolled')).toBeVisible();
    await userEvent.click(box(canvasElement, /^Service:/));
    await userEvent.click(box(canvasElement, /^Inventory:/));
    await userEvent.click(box(canvasElement, /accept the program terms \(version 2026-11\)/));
    await userEvent.click(region.getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(args.onConsent).toHaveBeenCalledWith(['inventory', 'service']));
    const toast = await screen.findByText('Enrolled with Ridgeway E-Bikes.');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Nothing is sent until a kind of data is ticked and the terms are accepted. */
export const ConsentIncomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const region = card(canvasElement, 'Ridgeway E-Bikes');
    await userEvent.click(region.getByRole('button', { name: 'Enrol' }));
    await expect(region.getByRole('alert')).toHaveTextContent('Tick at least one kind of data to share.');
    await userEvent.click(box(canvasElement, /^Sales:/));
    await userEvent.click(region.getByRole('button', { name: 'Enrol' }));
    await expect(region.getByRole('alert')).toHaveTextContent('Accept the program terms to go on.');
    await expect(args.onConsent).not.toHaveBeenCalled();
  },
};

/** The server's refusal shows in the card. */
export const ConsentRefused: Story = {
  args: {
    onConsent: fn(async () => {
      throw refusal(404, 'Brand not found among the brands you deal for.');
    }),
  },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Ridgeway E-Bikes');
    await userEvent.click(box(canvasElement, /^Sales:/));
    await userEvent.click(box(canvasElement, /accept the program terms/));
    await userEvent.click(region.getByRole('button', { name: 'Enrol' }));
    await expect(await region.findByRole('alert')).toHaveTextContent(
      'Brand not found among the brands you deal for.',
    );
  },
};

/** Sharing: the facts, and pausing after a confirmation. */
export const ActivePause: Story = {
  args: { brand: voltline },
  play: async ({ args, canvasElement }) => {
    const region = card(canvasElement, 'Voltline Bikes');
    await expect(region.getAllByText('Sharing')[0]).toBeVisible();
    await expect(region.getByText('Inventory, Sales')).toBeVisible();
    await expect(region.getByText('1 row(s) refused in the latest import.')).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Save consent' })).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByText(/keeps seeing what you shared so far/)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('pause'));
    const toast = await screen.findByText('Sharing paused.');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Unticking a scope says its data will be deleted; saving asks for the terms again. */
export const ChangeConsent: Story = {
  args: { brand: voltline },
  play: async ({ args, canvasElement }) => {
    const region = card(canvasElement, 'Voltline Bikes');
    await userEvent.click(box(canvasElement, /^Sales:/));
    await expect(region.getByText(/Unticking Sales deletes that data/)).toBeVisible();
    await userEvent.click(box(canvasElement, /accept the program terms/));
    await userEvent.click(region.getByRole('button', { name: 'Save consent' }));
    await waitFor(() => expect(args.onConsent).toHaveBeenCalledWith(['inventory']));
  },
};

/** Revoking is confirmed first; cancelling changes nothing. */
export const RevokeConfirmed: Story = {
  args: { brand: voltline },
  play: async ({ args, canvasElement }) => {
    const region = card(canvasElement, 'Voltline Bikes');
    await userEvent.click(region.getByRole('button', { name: 'Revoke' }));
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(region.getByRole('button', { name: 'Revoke' }));
    dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByText(/the data you shared with it is deleted/)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('revoke'));
  },
};

/** Paused: resume; the history tells who paused and why. */
export const Paused: Story = {
  args: { brand: { ...voltline, enrolment: pausedEnrolment } },
  play: async ({ args, canvasElement }) => {
    const region = card(canvasElement, 'Voltline Bikes');
    await expect(region.getAllByText('Paused')[0]).toBeVisible();
    await expect(region.getByText('Paused since')).toBeVisible();
    await userEvent.click(region.getByText('History'));
    await expect(region.getByText('Stocktake')).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Resume' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resume' }),
    );
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('resume'));
  },
};

/** Revoked: nothing is shared; the retailer may enrol again. */
export const Revoked: Story = {
  args: { brand: { ...voltline, enrolment: revokedEnrolment } },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Voltline Bikes');
    await expect(region.getAllByText('Revoked')[0]).toBeVisible();
    await expect(region.getByText('nothing (revoked)')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Enrol' })).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Pause' })).toBeNull();
  },
};

/** A manager reads the enrolment; only the owner changes it. */
export const NotOwner: Story = {
  args: { brand: voltline, canConsent: false },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Voltline Bikes');
    await expect(region.getByText("Only your company's owner can enrol or change consent.")).toBeVisible();
    await expect(box(canvasElement, /^Inventory:/)).toBeDisabled();
    await expect(region.queryByRole('button', { name: 'Pause' })).toBeNull();
  },
};
