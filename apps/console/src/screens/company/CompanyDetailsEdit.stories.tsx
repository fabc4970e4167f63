import type { CompanyDetails, CompanyDetailsBody } from '@console/contract';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pickedPng, refusal } from '../../shared/testing/storyFixtures';
import type { UploadImage } from '../../shared/useImagePreviews';
import { CompanyDetailsEdit } from './CompanyDetailsEdit';
import { harborDetails, harborLogo, newRetailerDetails } from './company.fixtures';

const uploadedName = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f.png';

const picked = () => pickedPng('logo.png');

type Save = (body: CompanyDetailsBody) => Promise<CompanyDetails>;

const meta = {
  title: 'Console/Companies/Company/CompanyDetailsEdit',
  component: CompanyDetailsEdit,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/company/details/edit">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Edit Company Details',
    details: harborDetails,
    failed: false,
    onRetry: fn(),
    onSave: fn<Save>(async (body) => ({ ...harborDetails, phone: body.phone ?? null })),
    uploadImage: fn<UploadImage>(async () => ({ fileName: uploadedName })),
    onSaved: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CompanyDetailsEdit>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Company details' }));

/** The stored details, a field changed and saved: the contract's body goes out, the page moves on. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const details = form(canvasElement);
    await expect(details.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Harbor Cycles LLC');
    await expect(details.getByRole('combobox', { name: 'State' })).toHaveTextContent('California');
    await expect(details.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent('Pacific');
    await expect(details.getByRole('img', { name: harborLogo })).toHaveAttribute(
      'src',
      `/api/public/logo/${harborLogo}`,
    );
    const phone = details.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '415 555 0199');
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      legalName: 'Harbor Cycles LLC',
      displayName: 'Harbor Cycles',
      ein: '12-3456789',
      website: 'https://harbor.example',
      phone: '415 555 0199',
      logo: harborLogo,
      address: harborDetails.address,
      timezone: 'America/Los_Angeles',
    });
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ phone: '415 555 0199' })),
    );
    await waitFor(() => expect(screen.getByText('Company details saved.')).toBeVisible());
  },
};

/** A ZIP of four digits is refused on its field before anything is sent. */
export const BadZip: Story = {
  play: async ({ canvasElement, args }) => {
    const details = form(canvasElement);
    const zip = details.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.clear(zip);
    await userEvent.type(zip, '9411');
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(zip).toHaveAccessibleDescription('Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The contract's rules in the browser: a required name, the EIN's prefix, the URL test of spec §5. */
export const ClientChecks: Story = {
  play: async ({ canvasElement, args }) => {
    const details = form(canvasElement);
    await userEvent.clear(details.getByRole('textbox', { name: 'Legal name' }));
    const ein = details.getByRole('textbox', { name: 'EIN' });
    await userEvent.clear(ein);
    await userEvent.type(ein, '07-1234567');
    const website = details.getByRole('textbox', { name: 'Website' });
    await userEvent.clear(website);
    await userEvent.type(website, 'harbor.example');
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(details.getByRole('textbox', { name: 'Legal name' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    await expect(ein).toHaveAccessibleDescription(
      'This EIN does not start with a prefix the IRS assigns. Check the first two digits. 9 digits, e.g. 12-3456789.',
    );
    await expect(website).toHaveAccessibleDescription(
      'Enter an address that starts with http://, https://, mailto: or tel:, e.g. https://example.com. e.g. https://example.com',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A company that gave little yet: what it has is filled in, the required rest is asked for. */
export const StartedFromLittle: Story = {
  args: { details: newRetailerDetails },
  play: async ({ canvasElement, args }) => {
    const details = form(canvasElement);
    await expect(details.getByRole('combobox', { name: 'State' })).toHaveTextContent('Arizona');
    await expect(details.queryByRole('img')).toBeNull();
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    for (const name of ['Legal name', 'Street address', 'City'])
      await waitFor(() =>
        expect(details.getByRole('textbox', { name })).toHaveAccessibleDescription('This field is required.'),
      );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(details.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The server names fields the browser could not check: each message lands on its field, nothing is lost. */
export const ServerFieldErrors: Story = {
  args: {
    onSave: fn<Save>(async () => {
      throw refusal(400, 'Some fields are not valid.', {
        fields: {
          'body.address.zip': 'This ZIP code is not in California.',
          'body.phone': 'This phone number cannot be reached.',
        },
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const details = form(canvasElement);
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const zip = details.getByRole('textbox', { name: 'ZIP code' });
    await waitFor(() => expect(zip).toHaveAccessibleDescription('This ZIP code is not in California.'));
    await expect(details.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'This phone number cannot be reached.',
    );
    await expect(zip).toHaveValue('94111');
    // Every message found its field: nothing is said above the buttons.
    await expect(details.queryByText('Some fields are not valid.')).toBeNull();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A refusal that names no field of the form is said above the buttons. */
export const ServerRefusal: Story = {
  args: {
    onSave: fn<Save>(async () => {
      throw refusal(403, "Only the company's owner or a manager can change its details.");
    }),
  },
  play: async ({ canvasElement }) => {
    const details = form(canvasElement);
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    const said = await details.findByText("Only the company's owner or a manager can change its details.");
    await expect(said).toHaveAttribute('role', 'alert');
  },
};

/** A new logo: shown from the picked file, sent by its stored name. */
export const LogoReplaced: Story = {
  play: async ({ canvasElement, args }) => {
    const details = form(canvasElement);
    await userEvent.click(details.getByRole('button', { name: `Remove ${harborLogo}` }));
    await userEvent.upload(details.getByLabelText('Add image'), picked());
    const preview = await details.findByRole('img', { name: uploadedName });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ logo: uploadedName }));
  },
};

/** The logo removed: null tells the server to drop it. */
export const LogoRemoved: Story = {
  play: async ({ canvasElement, args }) => {
    const details = form(canvasElement);
    await userEvent.click(details.getByRole('button', { name: `Remove ${harborLogo}` }));
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ logo: null }));
  },
};

/** The server refuses the picked file as a logo: its message shows under the logo. */
export const LogoRefused: Story = {
  args: {
    onSave: fn<Save>(async () => {
      throw refusal(422, 'The logo must be a PNG or JPEG image you uploaded.', {
        fields: { logo: 'The logo must be a PNG or JPEG image you uploaded.' },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const details = form(canvasElement);
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await expect(
      await details.findByText('The logo must be a PNG or JPEG image you uploaded.'),
    ).toBeVisible();
  },
};

/** A staff user: no form, and who may change the details. */
export const ReadOnlyForStaff: Story = {
  args: { details: { ...harborDetails, editable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(
      canvas.getByText("Only the company's owner or a manager can change its details."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the company details' })).toHaveAttribute(
      'href',
      '/company/details',
    );
  },
};

export const Loading: Story = {
  args: { details: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
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
