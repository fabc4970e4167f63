import { type ProfileUpdateBody, profileUpdateBody, type UserInfoData } from '@console/contract';
import { resolveAvatarUrl } from '@console/core';
import { Button, FormField, ImageUpload, Input, vars } from '@console/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { ImageField } from '../../shared/form/ImageField';
import { checkForm, type FieldMessages, readSubmitFailure } from '../../shared/formErrors.logic';
import { type UploadImage, useImagePreviews } from '../../shared/useImagePreviews';
import { avatarChange } from './profile.logic';

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  column-gap: 16px;
`;

const FormMessage = styled.p<{ $ok: boolean }>`
  margin: 0 0 12px;
  color: ${(p) => (p.$ok ? vars.successText : vars.dangerText)};
`;

export interface ProfileFormProps {
  firstName: string;
  lastName: string;
  /** The stored avatar's URL, or null. */
  avatar: string | null;
  /** `PUT /bee/profile`: the updated user info, or the server's refusal. */
  saveProfile: (body: ProfileUpdateBody) => Promise<UserInfoData>;
  /** Uploads an image (`POST /common/upload`) and gives the stored file's name. */
  uploadImage: UploadImage;
}

const FIELDS = ['firstName', 'lastName', 'avatar'];

/** The user's names and avatar. A new avatar is uploaded at once and becomes the avatar when saved. */
export function ProfileForm(props: ProfileFormProps) {
  const { saveProfile, uploadImage } = props;
  const [saved, setSaved] = useState({
    firstName: props.firstName,
    lastName: props.lastName,
    avatar: props.avatar,
  });
  const [firstName, setFirstName] = useState(props.firstName);
  const [lastName, setLastName] = useState(props.lastName);
  const [avatar, setAvatar] = useState<string[]>(props.avatar ? [props.avatar] : []);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  // An upload is shown from the picked file until it is saved: its public address only serves saved avatars.
  const { upload, resolveUrl } = useImagePreviews(uploadImage, resolveAvatarUrl);

  const edited = () => {
    setOutcome(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setOutcome(null);
    const newAvatar = avatarChange(saved.avatar, avatar);
    const check = checkForm(profileUpdateBody, { firstName, lastName, avatar: newAvatar });
    if (!check.ok) {
      setErrors(check.fields);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const info = await saveProfile(check.data);
      setSaved({ firstName: info.first_name, lastName: info.last_name, avatar: info.avatar });
      setFirstName(info.first_name);
      setLastName(info.last_name);
      setAvatar(info.avatar ? [info.avatar] : []);
      setOutcome({ ok: true, text: 'Your profile has been saved.' });
    } catch (error) {
      const failure = readSubmitFailure(error, FIELDS);
      // The server refuses an avatar that is not an image of the user's own uploads (422, 404).
      if (failure.message !== null && newAvatar && (failure.code === 422 || failure.code === 404)) {
        setErrors({ avatar: failure.message });
      } else {
        setErrors(failure.fields);
        if (failure.message !== null) setOutcome({ ok: false, text: failure.message });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form aria-label="Name and avatar" noValidate onSubmit={onSubmit}>
      <Names>
        <FormField label="First name" required error={errors.firstName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="given-name"
              value={firstName}
              onChange={(event) => {
                setFirstName(event.target.value);
                setErrors(({ firstName: _, ...rest }) => rest);
                edited();
              }}
            />
          )}
        </FormField>
        <FormField label="Last name" required error={errors.lastName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="family-name"
              value={lastName}
              onChange={(event) => {
                setLastName(event.target.value);
                setErrors(({ lastName: _, ...rest }) => rest);
                edited();
              }}
            />
          )}
        </FormField>
      </Names>
      <ImageField
        label="Avatar"
        note="A PNG or JPEG image of at most 5 MB. It replaces your avatar in the top bar once you save."
        error={errors.avatar}
      >
        <ImageUpload
          aria-label="Avatar"
          value={avatar}
          onChange={(next) => {
            setAvatar(next);
            setErrors(({ avatar: _, ...rest }) => rest);
            edited();
          }}
          upload={upload}
          limit={1}
          isShowTip={false}
          resolveUrl={resolveUrl}
        />
      </ImageField>
      {outcome !== null && (
        <FormMessage $ok={outcome.ok} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </FormMessage>
      )}
      <Button type="submit" variant="primary" loading={sending}>
        Save profile
      </Button>
    </form>
  );
}
