import type { PublicServiceOrder } from '@console/contract';
import { HttpError } from '@console/core';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { pending } from './directory.fixture';
import { ServiceOrderPdf } from './ServiceOrderPdf';

const order: PublicServiceOrder = {
  jobNumber: 'OSJ-001202',
  brandName: 'Ridgeway E-Bikes',
  version: 2,
  issuedAt: '2026-11-27T19:20:02Z',
  completedAt: '2026-11-27T19:20:00Z',
  customerName: 'Dana Whitfield',
  fileName: '5a7c9e1b-3d5f-4a7c-9e1b-3d5f7a9c1e3b.pdf',
  sizeBytes: 48_210,
  expiresAt: '2026-12-27T19:20:02Z',
};

type Load = (sign: string) => Promise<PublicServiceOrder>;

const meta = {
  title: 'Console/Onsite service/Public/ServiceOrderPdf',
  component: ServiceOrderPdf,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/serviceOrderPdf">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: { sign: 'k3Jx9aQ2.sig', load: fn<Load>(async () => order), preview: true },
} satisfies Meta<typeof ServiceOrderPdf>;

export default meta;
type Story = StoryObj<typeof meta>;

const PDF = '/api/public/serviceOrder/pdf?sign=k3Jx9aQ2.sig';

/** The document: who issued it, for which job and version, a download, a new tab and the inline view. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ridgeway E-Bikes')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Service order' })).toBeVisible();
    await expect(args.load).toHaveBeenCalledWith('k3Jx9aQ2.sig');
    await expect(canvas.getByText('OSJ-001202')).toBeVisible();
    await expect(canvas.getByText('Dana Whitfield')).toBeVisible();
    await expect(canvas.getByText('2')).toBeVisible();
    const download = canvas.getByRole('link', { name: 'Download PDF' });
    await expect(download).toHaveAttribute('href', PDF);
    await expect(download).toHaveAttribute('download', 'service-order-OSJ-001202-v2.pdf');
    const open = canvas.getByRole('link', { name: 'Open' });
    await expect(open).toHaveAttribute('href', PDF);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(/^PDF, 47 KB\. This link works until/)).toBeVisible();
    const frame = canvas.getByTitle('Service order OSJ-001202');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', PDF);
  },
};

/** On a phone the PDF opens in the phone's own viewer: no inline frame to load. */
export const OpenOnAPhone: Story = {
  args: { preview: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Download PDF' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const MissingSign: Story = {
  args: { sign: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('This link is incomplete. Open the link from your e-mail again.'),
    ).toBeVisible();
    await expect(args.load).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { load: fn<Load>(() => pending()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your service order…');
    await expect(canvas.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  },
};

export const NotValid: Story = {
  args: { load: fn<Load>(async () => Promise.reject(refusal(404, 'This link is not valid.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link is not valid.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvasElement.querySelector('iframe, a[download]')).toBeNull();
  },
};

export const Expired: Story = {
  args: {
    load: fn<Load>(async () =>
      Promise.reject(refusal(410, 'This link has expired. Ask the brand for a new one.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link has expired. Ask the brand for a new one.',
    );
    await expect(canvasElement.querySelector('iframe, a[download]')).toBeNull();
  },
};

let answered = 0;

/** The network failed: the page says so and a retry opens the document. */
export const NetworkError: Story = {
  beforeEach: () => {
    answered = 0;
  },
  args: {
    load: fn<Load>(async () => {
      answered += 1;
      if (answered === 1) throw new HttpError('Network Error', { code: 0, network: true });
      return order;
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your service order could not be loaded right now.');
    await expect(alert).toHaveTextContent('Network Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: 'Download PDF' })).toBeVisible();
    await expect(args.load).toHaveBeenCalledTimes(2);
  },
};
