import type { ProfileUpdateBody, UserInfoData } from '@console/contract';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pickedPng, refusal } from '../../shared/testing/storyFixtures';
import { ProfileView, type ProfileViewProps } from './ProfileView';
import type { PasswordChange } from './profile.api';

const storedAvatar = '/api/public/avatar/0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png';
const uploadedName = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f.png';

/** The user info as `GET /bee/userInfo` answers it. */
const user: UserInfoData = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@bayareabikes.example',
  avatar: storedAvatar,
  user_type: 2,
  user_role: 1,
  company_id: 11,
  company_name: 'Bay Area Bikes',
  brands_info: null,
  card_public_key: null,
  roles: ['admin'],
  permissions: ['*:*:*'],
  timezone: 'America/Los_Angeles',
};

const picked = () => pickedPng('me.png');

type Save = (body: ProfileUpdateBody) => Promise<UserInfoData>;
type Upload = ProfileViewProps['uploadImage'];
type ChangePassword = (body: PasswordChange) => Promise<void>;

const meta = {
  title: 'Console/Sign-in & account/Profile/ProfileView',
  component: ProfileView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/user/profile">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    user,
    saveProfile: fn<Save>(async (body) => ({
      ...user,
      first_name: body.firstName,
      last_name: body.lastName,
      avatar: body.avatar === undefined ? user.avatar : body.avatar && `/api/public/avatar/${body.avatar}`,
    })),
    uploadImage: fn<Upload>(async () => ({ fileName: uploadedName })),
    changePassword: fn<ChangePassword>(async () => {}),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('form', { name }));

export const DetailsShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the console' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('banner')).toHaveTextContent('Console');
    const details = Array.from(canvasElement.querySelectorAll('dl > div')).map((item) => [
      item.querySelector('dt')?.textContent,
      item.querySelector('dd')?.textContent,
    ]);
    await expect(details).toEqual([
      ['Name', 'Ada Lovelace'],
      ['E-mail', 'ada@bayareabikes.example'],
      ['Company', 'Bay Area Bikes'],
      ['User type', 'Retailer'],
      ['Time zone', 'Pacific (America/Los_Angeles)'],
    ]);
    const names = form(canvasElement, 'Name and avatar');
    await expect(names.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(names.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    await expect(
      names.getByRole('img', { name: '0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png' }),
    ).toHaveAttribute('src', storedAvatar);
  },
};

export const NameSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const names = form(canvasElement, 'Name and avatar');
    const first = names.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta{Enter}');
    // The avatar did not change, so it is left out and the server keeps it.
    await expect(args.saveProfile).toHaveBeenCalledWith({ firstName: 'Augusta', lastName: 'Lovelace' });
    await expect(await names.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    await expect(first).toHaveValue('Augusta');
  },
};

export const NameMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const names = form(canvasElement, 'Name and avatar');
    await userEvent.clear(names.getByRole('textbox', { name: 'Last name' }));
    await userEvent.click(names.getByRole('button', { name: 'Save profile' }));
    await expect(names.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Enter your last name.',
    );
    await expect(args.saveProfile).not.toHaveBeenCalled();
  },
};

export const AvatarReplaced: Story = {
  play: async ({ canvasElement, args }) => {
    const names = form(canvasElement, 'Name and avatar');
    await userEvent.click(
      names.getByRole('button', { name: 'Remove 0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png' }),
    );
    await userEvent.upload(names.getByLabelText('Add image'), picked());
    const preview = await names.findByRole('img', { name: uploadedName });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(names.getByRole('button', { name: 'Save profile' }));
    await expect(args.saveProfile).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatar: uploadedName,
    });
    await expect(await names.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    // Once saved, the avatar is shown from its public address.
    await waitFor(() =>
      expect(names.getByRole('img', { name: uploadedName })).toHaveAttribute(
        'src',
        `/api/public/avatar/${uploadedName}`,
      ),
    );
  },
};

export const AvatarRemoved: Story = {
  play: async ({ canvasElement, args }) => {
    const names = form(canvasElement, 'Name and avatar');
    await userEvent.click(
      names.getByRole('button', { name: 'Remove 0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png' }),
    );
    await userEvent.click(names.getByRole('button', { name: 'Save profile' }));
    await expect(args.saveProfile).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatar: null,
    });
  },
};

export const AvatarRefused: Story = {
  args: {
    saveProfile: fn<Save>(async () => {
      throw refusal(422, 'The avatar must be a PNG or JPEG image you uploaded.');
    }),
  },
  play: async ({ canvasElement }) => {
    const names = form(canvasElement, 'Name and avatar');
    await userEvent.click(
      names.getByRole('button', { name: 'Remove 0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png' }),
    );
    await userEvent.upload(names.getByLabelText('Add image'), picked());
    await names.findByRole('img', { name: uploadedName });
    await userEvent.click(names.getByRole('button', { name: 'Save profile' }));
    await expect(
      await names.findByText('The avatar must be a PNG or JPEG image you uploaded.'),
    ).toBeVisible();
    // What the user picked and typed stays.
    await expect(names.getByRole('img', { name: uploadedName })).toBeVisible();
    await expect(names.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(names.queryByRole('status')).toBeNull();
  },
};

export const AvatarUploadFailed: Story = {
  args: {
    uploadImage: fn<Upload>(async () => {
      throw refusal(415, 'This content type is not supported.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const names = form(canvasElement, 'Name and avatar');
    await userEvent.click(
      names.getByRole('button', { name: 'Remove 0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png' }),
    );
    await userEvent.upload(names.getByLabelText('Add image'), picked());
    await waitFor(() => expect(names.getByRole('alert')).toHaveTextContent('上传图片失败，请重试'));
    await expect(names.queryByRole('img')).toBeNull();
    await expect(args.saveProfile).not.toHaveBeenCalled();
  },
};

/** A password input by its label (the required asterisk is part of the label's text). */
const passwordField = (password: ReturnType<typeof form>, label: string) =>
  password.getByLabelText(new RegExp(`^\\*?${label}$`));

async function fillPasswords(password: ReturnType<typeof form>, confirm = 'new-secret-2') {
  await userEvent.type(passwordField(password, 'Current password'), 'old-secret-1');
  await userEvent.type(passwordField(password, 'New password'), 'new-secret-2');
  await userEvent.type(passwordField(password, 'Confirm the new password'), confirm);
}

export const PasswordWrongOld: Story = {
  args: {
    changePassword: fn<ChangePassword>(async () => {
      throw refusal(422, 'The current password is incorrect.', {
        fields: { oldPassword: 'The current password is incorrect.' },
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const password = form(canvasElement, 'Change password');
    await fillPasswords(password);
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(args.changePassword).toHaveBeenCalledWith({
      oldPassword: 'old-secret-1',
      password: 'new-secret-2',
    });
    const old = passwordField(password, 'Current password');
    await waitFor(() => expect(old).toHaveAccessibleDescription('The current password is incorrect.'));
    await expect(old).toHaveValue('old-secret-1');
    await expect(passwordField(password, 'New password')).toHaveValue('new-secret-2');
    await expect(password.queryByRole('alert')).toBeNull();
  },
};

export const PasswordSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const password = form(canvasElement, 'Change password');
    await fillPasswords(password);
    await userEvent.type(passwordField(password, 'Confirm the new password'), '{Enter}');
    await expect(args.changePassword).toHaveBeenCalledTimes(1);
    const done = await password.findByRole('status');
    await expect(done).toHaveTextContent('Your password has been changed.');
    await expect(done).toHaveTextContent('on your other browsers and devices you have been signed out');
    await expect(passwordField(password, 'Current password')).toHaveValue('');
    await expect(passwordField(password, 'New password')).toHaveValue('');
  },
};

export const PasswordChecks: Story = {
  play: async ({ canvasElement, args }) => {
    const password = form(canvasElement, 'Change password');
    await userEvent.type(passwordField(password, 'New password'), 'short');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(passwordField(password, 'Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    await expect(passwordField(password, 'New password')).toHaveAccessibleDescription(
      'The password must be 8 to 128 characters long and contain at least one letter and one digit. ' +
        '8 to 128 characters, with at least one letter and one digit.',
    );
    await userEvent.clear(passwordField(password, 'New password'));
    await fillPasswords(password, 'new-secret-3');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(passwordField(password, 'Confirm the new password')).toHaveAccessibleDescription(
      'The two new passwords do not match.',
    );
    await expect(args.changePassword).not.toHaveBeenCalled();
  },
};
