import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyDetailsView } from './CompanyDetailsView';
import { harborDetails, harborLogo, newRetailerDetails } from './company.fixtures';

const meta = {
  title: 'Console/Companies/Company/CompanyDetailsView',
  component: CompanyDetailsView,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/company/details">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Company Details',
    details: harborDetails,
    failed: false,
    onRetry: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof CompanyDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label/value pairs of the details, as shown. */
const facts = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('dl > div')).map((item) => [
    item.querySelector('dt')?.textContent,
    item.querySelector('dd')?.textContent,
  ]);

/** The owner of a retailer: every detail, its logo and badges, and an Edit button. */
export const Owner: Story = {
  args: { developerLink: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Company Details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Harbor Cycles' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Logo of Harbor Cycles' })).toHaveAttribute(
      'src',
      `/api/public/logo/${harborLogo}`,
    );
    await expect(facts(canvasElement)).toEqual([
      ['Display name', 'Harbor Cycles'],
      ['Legal name', 'Harbor Cycles LLC'],
      ['EIN', '12-3456789'],
      ['Website', 'https://harbor.example'],
      ['Phone', '+1 (415) 555-0100'],
      ['E-mail', 'shop@harbor.example'],
      ['Address', '1 Embarcadero Ctr, Suite 200\nSan Francisco, CA 94111'],
      ['Time zone', 'Pacific (America/Los_Angeles)'],
      ['Status', 'Active'],
    ]);
    const website = canvas.getByRole('link', { name: 'https://harbor.example' });
    await expect(website).toHaveAttribute('href', 'https://harbor.example');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(
      within(canvas.getByRole('list', { name: 'Badges' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Authorised dealer of Ridgeway E-Bikes',
      'Authorised dealer of Voltline Bikes',
      'Documents verified',
    ]);
    await expect(canvas.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/company/documents',
    );
    // The retailer's owner reaches the Developer page (webhooks, API keys) from here.
    await expect(canvas.getByRole('link', { name: 'Developer' })).toHaveAttribute('href', '/company/webhook');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/** A staff user reads the same details but has nothing to edit. */
export const Staff: Story = {
  args: { details: { ...harborDetails, editable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Harbor Cycles' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Documents' })).toBeVisible();
  },
};

/** A brand that offers onsite service: its one badge. */
export const OnsiteBrand: Story = {
  args: {
    details: {
      ...harborDetails,
      type: 1,
      displayName: 'Ridgeway E-Bikes',
      legalName: 'Ridgeway Mobility LLC',
      badges: [{ code: 'onsite_service', label: 'Onsite service' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Badges' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Onsite service']);
  },
};

/** A company that has given little yet: what is missing says so; no logo, no badges. */
export const Incomplete: Story = {
  args: { details: newRetailerDetails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('KB')).toBeVisible();
    await expect(facts(canvasElement)).toEqual([
      ['Display name', 'Kestrel Bike Works'],
      ['Legal name', 'Not given'],
      ['EIN', 'Not given'],
      ['Website', 'Not given'],
      ['Phone', 'Not given'],
      ['E-mail', 'Not given'],
      ['Address', 'AZ'],
      ['Time zone', 'Eastern (America/New_York)'],
      ['Status', 'Active'],
    ]);
    await expect(
      canvas.getByText('No badges yet: they come with approved documents, dealerships and onsite service.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { details: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { details: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The company details could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
