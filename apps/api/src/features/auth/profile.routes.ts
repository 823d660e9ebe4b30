import multipart from '@fastify/multipart';
import type { Locale } from '@sorted/core/i18n/locales';
import {
  languagePreferenceSchema,
  notificationPreferenceSchema,
  profileSchema,
} from '@sorted/core/schemas/auth';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { countUpload, singleFileUpload } from '../../lib/uploaded-file.ts';
import { fieldError, parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { fileStore, sendStoredFile } from '../../storage/file-store.ts';
import type { AuthDeps } from './auth-deps.ts';
import {
  newProfileImageName,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MIME,
  profileImageUrl,
  reencodeProfileImage,
} from './profile-images.ts';
import { serializeUser } from './user.serializer.ts';
import { rolesOfUser, setProfileImage, updateProfile } from './users.repository.ts';

/** Which of its settings a PATCH /me changes: the profile form sends the name; the language menu only the
 * language; the notifications switch only whether they are e-mailed. */
function changeOf(body: unknown): 'name' | 'locale' | 'notify_by_email' {
  const attributes = (body as { data?: { attributes?: unknown } } | null | undefined)?.data?.attributes;
  if (typeof attributes !== 'object' || attributes === null || 'name' in attributes) return 'name';
  if ('locale' in attributes) return 'locale';
  if ('notify_by_email' in attributes) return 'notify_by_email';
  return 'name';
}

/**
 * The bytes of the form's `attachment` file. Multipart the parser cannot read (no boundary, cut short)
 * brings no image; its own refusals (too many parts) keep their 4xx; a file past the limit is too large.
 */
async function uploadedImage(request: FastifyRequest, locale: Locale): Promise<Buffer> {
  const noImage = (error: unknown) => {
    const status = error instanceof Error ? (error as { statusCode?: unknown }).statusCode : undefined;
    return typeof status === 'number' && status < 500
      ? error
      : fieldError(locale, 'attachment', 'image_required');
  };
  const part = await request.file().catch((error: unknown) => {
    throw noImage(error);
  });
  if (part?.fieldname !== 'attachment') throw fieldError(locale, 'attachment', 'image_required');
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError(locale, 'attachment', 'image_too_large');
    }
    throw noImage(error);
  }
}

/** The signed-in user's own profile: name, language and profile image. */
export function profileRoutes(deps: AuthDeps): FastifyPluginAsync {
  return async (api) => {
    await api.register(multipart, singleFileUpload(PROFILE_IMAGE_MAX_BYTES));

    api.patch<{ Reply: ContractReply<'PATCH /me'> }>('/me', { preHandler: requireUser }, async (request) => {
      const userId = currentUserId(request);
      const now = new Date().toISOString();
      const change = changeOf(request.body);
      const user = await updateProfile(
        deps.db.kysely,
        userId,
        change === 'locale'
          ? { locale: parseAttributes(languagePreferenceSchema, request).locale }
          : change === 'notify_by_email'
            ? { notify_by_email: parseAttributes(notificationPreferenceSchema, request).notify_by_email }
            : { name: parseAttributes(profileSchema, request).name },
        now,
      );
      if (!user) throw notFound();
      return serializeUser(user, await rolesOfUser(deps.db.kysely, userId), { includeRoles: true });
    });

    api.post<{ Params: { id: string }; Reply: ContractReply<'POST /uploads/users/:id/profile-image'> }>(
      '/uploads/users/:id/profile-image',
      { preHandler: requireUser },
      async (request) => {
        const userId = currentUserId(request);
        // Another user's id answers like a missing one.
        if (request.params.id !== String(userId)) throw notFound();
        await countUpload(deps.limiter, userId);
        const locale = requestLocale(request);
        if (!request.isMultipart()) throw fieldError(locale, 'attachment', 'image_required');
        const bytes = await uploadedImage(request, locale);
        const image = await reencodeProfileImage(bytes);
        if (!image) throw fieldError(locale, 'attachment', 'image_type');
        const name = newProfileImageName(userId, image.extension);
        await deps.db.kysely.transaction().execute(async (trx) => {
          await fileStore.put(trx, userId, {
            name,
            kind: 'profile-image',
            contentType: PROFILE_IMAGE_MIME[image.extension],
            bytes: image.bytes,
          });
          const previous = await setProfileImage(trx, userId, name, new Date().toISOString());
          if (previous) await fileStore.remove(trx, userId, previous);
        });
        return { url: profileImageUrl(name) };
      },
    );

    // Only its owner sees the image: the avatar is a same-origin <img>, which sends the session cookie.
    api.get<{ Params: { file: string } }>(
      '/uploads/profile-images/:file',
      { preHandler: requireUser },
      async (request, reply) => {
        // Another user's image answers like a missing one.
        const image = await fileStore.get(deps.db.kysely, currentUserId(request), request.params.file);
        if (!image) throw notFound();
        return sendStoredFile(reply, image, { inline: true });
      },
    );
  };
}
