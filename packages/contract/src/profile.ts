// The signed-in user's own profile (`PUT /bee/profile`) and the public avatar images.
import { z } from 'zod';
import { textLine } from './fields.ts';
import { downloadFileNamePattern } from './files.ts';

const personName = (what: string) =>
  textLine().min(1, `Enter your ${what}.`).max(100, `The ${what} must be at most 100 characters.`);

/**
 * `PUT /bee/profile`. `avatar` is the `fileName` of a PNG or JPEG the user's company uploaded; null removes
 * the avatar, leaving it out keeps the current one.
 */
export const profileUpdateBody = z.strictObject({
  firstName: personName('first name'),
  lastName: personName('last name'),
  avatar: z
    .string()
    .regex(downloadFileNamePattern, 'Not a file name this server gives.')
    .nullable()
    .optional(),
});

export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** `GET /public/avatar/:fileName`; a name the server never gives is simply not found. */
export const profileAvatarParams = z.object({ fileName: z.string() });

export type ProfileAvatarParams = z.infer<typeof profileAvatarParams>;

/** Where the browser loads an avatar from: public, so an `<img>` needs no Authorization header. */
export function profileAvatarUrl(fileName: string): string {
  return `/api/public/avatar/${fileName}`;
}
