// The signed-in user's own profile, and the avatars served to browsers without a session.
import type { ProfileUpdateBody, UserInfoData } from '@console/contract';
import { and, eq, exists } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { FileKind, files, UserStatus, users } from '../../db/schema.ts';
import { findPublicImage, PUBLIC_IMAGE_MIMES } from '../files/publicImage.ts';
import { findFile, type StoredFile } from '../files/service.ts';
import { loadUserInfo } from '../session/userInfo.ts';

/**
 * Saves the viewer's names and, when given, their avatar: an upload of their own company that is a PNG or
 * JPEG (another company's or an unknown file is 404, as if it did not exist), or null to remove it.
 */
export async function updateProfile(
  context: Pick<AppContext, 'db' | 'files' | 'cardProvider'>,
  viewer: Viewer,
  body: ProfileUpdateBody,
): Promise<UserInfoData> {
  if (body.avatar) {
    const file = await findFile(context, viewer.companyId, { fileName: body.avatar });
    if (!file || file.kind !== FileKind.upload) throw new ApiError(404, 'File not found.');
    if (!PUBLIC_IMAGE_MIMES.includes(file.mime)) {
      throw new ApiError(422, 'The avatar must be a PNG or JPEG image you uploaded.');
    }
  }
  await context.db
    .update(users)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
    })
    .where(eq(users.id, viewer.userId));
  return loadUserInfo(context.db, viewer.userId, context.cardProvider.publishableKey);
}

/**
 * The image file behind a public avatar URL, or null. Only a file some active user of the same company has
 * as their avatar qualifies, so no other upload ever becomes public through that URL.
 */
export function findAvatar(db: Database, fileName: string): Promise<StoredFile | null> {
  return findPublicImage(
    db,
    fileName,
    exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.avatar, files.fileName),
            eq(users.companyId, files.companyId),
            eq(users.status, UserStatus.active),
          ),
        ),
    ),
  );
}
