import type { ProfileUpdateBody, UserInfoData } from '@console/contract';
import { resolveAvatarUrl, type UserInfo } from '@console/core';
import { AppLink, Card, Descriptions, vars } from '@console/ui';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../../product';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import type { PasswordChange } from './profile.api';
import { profileFacts } from './profile.logic';

const Page = styled.div`
  min-height: 100vh;
  background: ${vars.background};
  color: ${vars.text};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 16px 24px;
  padding: 12px 24px;
  background: ${vars.surface};
  border-bottom: 1px solid ${vars.borderLight};
`;

const Product = styled.span`
  font-size: 18px;
  font-weight: 700;
`;

const Back = styled(AppLink)`
  color: ${vars.primaryReadable};
`;

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
  img {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Main = styled.main`
  display: grid;
  gap: 20px;
  max-width: 880px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  h1 {
    margin: 0;
  }
`;

export interface ProfileViewProps {
  /** The signed-in user's info (`userInfoAtom`). */
  user: UserInfo;
  saveProfile: (body: ProfileUpdateBody) => Promise<UserInfoData>;
  uploadImage: (
    file: File,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<{ fileName: string }>;
  changePassword: (body: PasswordChange) => Promise<void>;
}

/** /user/profile: a page of its own (no sidebar) with the user's details, names, avatar and password. */
export function ProfileView({ user, saveProfile, uploadImage, changePassword }: ProfileViewProps) {
  const facts = profileFacts(user);
  const notGiven = 'Not given';
  return (
    <Page>
      <Bar>
        <Product>{PRODUCT_NAME}</Product>
        <Back to="/dashboard">Back to the console</Back>
        <Who>
          <img src={resolveAvatarUrl(facts.avatar)} alt="" />
          {facts.name}
        </Who>
      </Bar>
      <Main>
        <h1>Profile</h1>
        <Card title="Your details" titleAs="h2">
          <Descriptions
            columns={2}
            items={[
              { key: 'name', label: 'Name', value: facts.name || notGiven },
              { key: 'email', label: 'E-mail', value: facts.email ?? notGiven },
              { key: 'company', label: 'Company', value: facts.company ?? notGiven },
              { key: 'type', label: 'User type', value: facts.userType ?? notGiven },
              { key: 'timezone', label: 'Time zone', value: facts.timezone ?? notGiven },
            ]}
          />
        </Card>
        <Card title="Name and avatar" titleAs="h2">
          <ProfileForm
            firstName={facts.firstName}
            lastName={facts.lastName}
            avatar={facts.avatar}
            saveProfile={saveProfile}
            uploadImage={uploadImage}
          />
        </Card>
        <Card title="Change password" titleAs="h2">
          <PasswordForm changePassword={changePassword} />
        </Card>
      </Main>
    </Page>
  );
}
