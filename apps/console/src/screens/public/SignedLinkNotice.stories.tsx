import type { UrlTimeoutVerifyResult } from '@console/contract';
import { HttpError } from '@console/core';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pending } from './directory.fixture';
import { SignedLinkNotice } from './SignedLinkNotice';

type Verify = (sign: string) => Promise<UrlTimeoutVerifyResult>;

const meta = {
  title: 'Console/Public pages/Public/SignedLinkNotice',
  component: SignedLinkNotice,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/questionnaire">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Questionnaire',
    sign: 'k3Jx9aQ2',
    verify: fn<Verify>(async () => ({ valid: false, purpose: null, email: null })),
  },
} satisfies Meta<typeof SignedLinkNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MissingSign: Story = {
  args: { sign: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeVisible();
    await expect(
      canvas.getByText('This link is incomplete. Open the link from your e-mail again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    await expect(args.verify).not.toHaveBeenCalled();
  },
};

export const BlankSign: Story = {
  args: { sign: '  ' },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByText('This link is incomplete. Open the link from your e-mail again.'),
    ).toBeVisible();
    await expect(args.verify).not.toHaveBeenCalled();
  },
};

export const Checking: Story = {
  args: { verify: fn<Verify>(() => pending()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your link…');
    await expect(args.verify).toHaveBeenCalledWith('k3Jx9aQ2');
    await expect(canvas.queryByText(/invalid/)).toBeNull();
  },
};

export const InvalidSign: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This link is invalid or has expired.')).toBeVisible();
    await expect(canvas.getByText('Ask whoever sent you the link for a new one.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(args.verify).toHaveBeenCalledWith('k3Jx9aQ2');
  },
};

export const ValidForAnotherPurpose: Story = {
  args: {
    title: 'Service order',
    verify: fn<Verify>(async () => ({ valid: true, purpose: 'invite', email: 'ada@voltcycles.example' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Service order' })).toBeVisible();
    await expect(await canvas.findByText('This link is invalid or has expired.')).toBeVisible();
    // Nothing of the other link leaks out, and nothing pretends to be a document.
    await expect(canvas.queryByText(/ada@voltcycles/)).toBeNull();
    await expect(canvasElement.querySelector('iframe, embed, object, form')).toBeNull();
  },
};

let answered = 0;

export const CheckFailed: Story = {
  beforeEach: () => {
    answered = 0;
  },
  args: {
    verify: fn<Verify>(async () => {
      answered += 1;
      if (answered === 1) {
        throw new HttpError('Too many requests, please try again later.', { code: 429, status: 429 });
      }
      return { valid: false, purpose: null, email: null };
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your link could not be checked right now.');
    await expect(alert).toHaveTextContent('Too many requests, please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('This link is invalid or has expired.')).toBeVisible();
    await expect(args.verify).toHaveBeenCalledTimes(2);
  },
};
