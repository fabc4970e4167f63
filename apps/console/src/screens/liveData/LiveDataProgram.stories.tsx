import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LiveDataProgram } from './LiveDataProgram';
import { importWithErrors, overview } from './liveData.fixtures';

const meta = {
  title: 'Console/Bugs & developer/LiveData/LiveDataProgram',
  component: LiveDataProgram,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    title: 'Live Data Program',
    overview,
    failed: false,
    onRetry: fn(),
    canConsent: true,
    canSend: true,
    onConsent: fn(async () => {}),
    onAction: fn(async () => {}),
    onTemplate: fn(),
    onUpload: fn(async () => importWithErrors),
    loadImport: fn(async () => importWithErrors),
  },
} satisfies Meta<typeof LiveDataProgram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: totals, terms, a card per brand, upload, recent imports and the API. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Live Data Program' })).toBeVisible();
    await expect(canvas.getByText('1 of 2')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Program terms (version 2026-11)' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Enrolment with Voltline Bikes' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Enrolment with Ridgeway E-Bikes' })).toBeVisible();
    const imports = canvas.getByRole('table', { name: 'Recent imports' });
    await expect(within(imports).getByText('API key ck_8f3a21c0')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Send data by API' })).toHaveTextContent(
      'live_data:write',
    );
  },
};

/** A past import's refused rows open in a drawer. */
export const ImportErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refused rows' }));
    await expect(args.loadImport).toHaveBeenCalledWith(41);
    const drawer = await screen.findByRole('dialog');
    await expect(within(drawer).getByText('Refused rows of stock-week-47.csv')).toBeVisible();
    await expect(
      await within(drawer).findByText('No model of the brands you deal for has this SKU.'),
    ).toBeVisible();
  },
};

/** A retailer that deals for no brand yet. */
export const NoBrands: Story = {
  args: { overview: { ...overview, brands: [], imports: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You deal for no brand yet/)).toBeVisible();
    await expect(canvas.getByText('Nothing sent yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { overview: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Live Data Program' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: /Enrolment with/ })).toBeNull();
  },
};

export const Failed: Story = {
  args: { overview: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The Live Data Program could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The API keys panel goes at the end, when the page is given one. */
export const WithApiKeys: Story = {
  args: { apiKeys: <section aria-label="API keys">Keys</section> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'API keys' })).toBeVisible();
  },
};
