import {
  downloadFileNamePattern,
  envelope,
  profileAvatarParams,
  profileUpdateBody,
  userInfo,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ApiError, ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { sendPublicImage } from '../files/publicImage.ts';
import { readFileBytes } from '../files/service.ts';
import { findAvatar, updateProfile } from './profile.ts';

export async function profileRoutes(app: ApiApp, context: AppContext): Promise<void> {
  app.put(
    '/api/bee/profile',
    {
      schema: {
        summary: "Save the signed-in user's names and avatar (an uploaded PNG or JPEG; null removes it)",
        body: profileUpdateBody,
        response: { 200: envelope(userInfo) },
      },
    },
    async (request) => ok(await updateProfile(context, viewerOf(request), request.body), 'Profile saved.'),
  );

  app.get(
    '/api/public/avatar/:fileName',
    {
      config: { public: true, rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        summary: "A user's avatar image, loadable by an <img> without a session; anything else is 404",
        params: profileAvatarParams,
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      // A public URL says nothing more about what it does not serve: a malformed name is not found either.
      const file = downloadFileNamePattern.test(fileName) ? await findAvatar(context.db, fileName) : null;
      if (!file) throw new ApiError(404);
      const bytes = await readFileBytes(context, file, request.log, (reason) =>
        request.log.warn({ fileName, ip: request.ip }, `avatar refused: ${reason}`),
      );
      return sendPublicImage(reply, file, bytes);
    },
  );
}
