import type { CompanyBadge } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BadgeList } from './BadgeList';

const harbor: CompanyBadge[] = [
  { code: 'authorised_dealer', label: 'Authorised dealer of Ridgeway E-Bikes' },
  { code: 'authorised_dealer', label: 'Authorised dealer of Voltline Bikes' },
  { code: 'documents_verified', label: 'Documents verified' },
];

const meta = {
  title: 'Console/Shared/Company/BadgeList',
  component: BadgeList,
  args: { badges: harbor },
} satisfies Meta<typeof BadgeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement, name = 'Badges') =>
  within(within(canvasElement).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A retailer dealing for two brands, with its documents approved: each badge an item of the list. */
export const Retailer: Story = {
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toEqual([
      'Authorised dealer of Ridgeway E-Bikes',
      'Authorised dealer of Voltline Bikes',
      'Documents verified',
    ]);
    // Verified reads in the success colour, a dealership in the theme's.
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText('Documents verified')).color).toBe('rgb(58, 125, 28)');
    await expect(getComputedStyle(canvas.getByText('Authorised dealer of Voltline Bikes')).color).not.toBe(
      'rgb(58, 125, 28)',
    );
  },
};

/** A brand that offers onsite service. */
export const OnsiteBrand: Story = {
  args: { badges: [{ code: 'onsite_service', label: 'Onsite service' }] },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toEqual(['Onsite service']);
  },
};

/** On a company's own page, no badge yet says so. */
export const NoneYet: Story = {
  args: { badges: [], empty: 'No badges yet. They are earned from your documents and dealerships.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No badges yet. They are earned from your documents and dealerships.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** In a table of companies, a company without badges leaves its cell blank. */
export const NoneInATable: Story = {
  args: { badges: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

/** Small, named after the company whose badges they are (a row of the dealer network or an admin list). */
export const SmallInARow: Story = {
  args: { size: 'small', 'aria-label': 'Badges of Harbor Cycles' },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement, 'Badges of Harbor Cycles')).toHaveLength(3);
    const tag = within(canvasElement).getByText('Documents verified');
    await expect(getComputedStyle(tag).height).toBe('24px');
  },
};
