// wp/v2/media: uploads with their sub-sizes, reads, edits, deletes and the sub-size post-process
// retry, as WordPress's REST API answers them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NamedArguments } from '../../../contracts/schemaTypes';
import { UPLOAD_ATTACHMENT_ID_HEADER, type WpMedia } from '../../../contracts/wp';
import { hasUploadQuota } from '../domain/accounts/capabilities';
import type { DomainError, Refusal } from '../domain/domainError';
import { fileNameFromDisposition } from '../domain/contentDisposition';
import { IMAGE_LIMITS } from '../domain/imageFiles';
import type { MediaLibrary, UploadInput } from '../domain/mediaLibrary';
import { toWpMedia } from '../domain/mediaView';
import { requireCapability, requireCapabilityOn } from '../http/capability';
import { installErrorHandling } from '../http/errorHandler';
import { messages } from '../http/messages';
import { requestOrigin } from '../http/origin';
import { refused } from '../http/refusals';
import { registerDeleteRoute } from './deleteRoute';
import { mediaDeletedResponses, mediaRouteSchema, uploadResponses } from './schemas/wordpress';
import { ID_PATTERN, type IdParams } from './params';
import { routeReadBodySchema } from './schemas/paths';

const COLLECTION = '/wp-json/wp/v2/media';
export const POST_PROCESS_ACTION = 'create-image-subsizes';

export interface MediaRoutesDeps {
  library: MediaLibrary;
  maxUploadBytes: number;
  /** Bytes of originals each uploader may own; administrators have no limit. */
  uploadQuotaBytes: number;
}

// WordPress's permission errors: 401 for a visitor, 403 for a signed-in user without the
// capability (the nonce check answers a missing nonce with the same code first). Deleting is
// routes/deleteRoute.ts, shared with posts.
const CANNOT_CREATE = { code: 'rest_cannot_create', message: messages.cannotCreate };
const CANNOT_EDIT = { code: 'rest_cannot_edit', message: messages.cannotEdit };
/** Attachments are "inherit": core maps them like drafts (own: edit_posts / delete_posts). */
const owned = (author: number) => ({ author, status: 'inherit' }) as const;

/** The schema checks `action`; the handler has nothing else to read. */
type PostProcessBody = Record<string, unknown> | undefined;

const uploadQuerySchema = {
  type: 'object',
  properties: { title: { type: 'string' }, alt_text: { type: 'string' } },
} as const;

type UploadQuery = NamedArguments<typeof uploadQuerySchema>;

const postProcessBodySchema = {
  type: 'object',
  required: ['action'],
  properties: { action: { type: 'string', enum: [POST_PROCESS_ACTION] } },
} as const;

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function invalidId(): DomainError {
  return refused({
    kind: 'notFound',
    code: 'rest_post_invalid_id',
    message: messages.invalidPostId,
  });
}

function subSizesFailed(): DomainError {
  return refused({
    kind: 'failed',
    code: 'rest_upload_image_subsizes',
    message: messages.subsizesFailed,
  });
}

function uploadRefused(code: string, message: string): DomainError {
  return refused({ kind: 'invalid', code, message });
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** multipart field `file` (+ title, alt_text), or a raw body named by Content-Disposition. */
async function readUpload(
  request: FastifyRequest<{ Querystring: UploadQuery }>,
  maxUploadBytes: number,
) {
  if (request.isMultipart()) {
    let file: Pick<UploadInput, 'bytes' | 'fileName'> | undefined;
    const fields: Record<string, string> = {};
    for await (const part of request.parts({ limits: { fileSize: maxUploadBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && file === undefined) {
          file = { bytes: await part.toBuffer(), fileName: part.filename };
        } else {
          // Other file parts are read past, never held in memory.
          for await (const _chunk of part.file) void _chunk;
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!file || file.bytes.length === 0) return undefined;
    return { ...file, title: fields.title, altText: fields.alt_text } satisfies UploadInput;
  }
  const body: unknown = request.body;
  const bytes = Buffer.isBuffer(body)
    ? body
    : typeof body === 'string'
      ? Buffer.from(body)
      : undefined;
  if (!bytes || bytes.length === 0) return undefined;
  const fileName = fileNameFromDisposition(firstHeader(request.headers['content-disposition']));
  if (fileName === undefined) {
    throw uploadRefused('rest_upload_no_content_disposition', messages.uploadNoContentDisposition);
  }
  return {
    bytes,
    fileName,
    title: request.query.title,
    altText: request.query.alt_text,
  } satisfies UploadInput;
}

export async function registerMediaRoutes(
  app: FastifyInstance,
  deps: MediaRoutesDeps,
): Promise<void> {
  const { library, maxUploadBytes, uploadQuotaBytes } = deps;

  // Its own plugin: the raw-body parser for uploads must not leak to the rest of the API.
  await app.register(async (media) => {
    const tooBig = (): Refusal => ({
      kind: 'tooLarge',
      code: 'rest_upload_file_too_big',
      message: messages.uploadTooBig(megabytes(maxUploadBytes)),
    });
    installErrorHandling(media, (error) =>
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE'
        ? tooBig()
        : undefined,
    );
    // WordPress accepts any Content-Type for a raw upload and judges the bytes themselves.
    media.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: maxUploadBytes },
      (_request, body, done) => {
        done(null, body);
      },
    );

    media.post<{ Querystring: UploadQuery }>(
      COLLECTION,
      {
        bodyLimit: maxUploadBytes,
        schema: {
          querystring: uploadQuerySchema,
          body: routeReadBodySchema,
          response: uploadResponses,
        },
        config: { unauthorized: CANNOT_CREATE },
        // Before the body is read: a visitor's upload is never even buffered.
        onRequest: async (request) => {
          requireCapability(request, 'upload_files', CANNOT_CREATE);
        },
      },
      async (request, reply): Promise<WpMedia> => {
        const user = requireCapability(request, 'upload_files', CANNOT_CREATE);
        const upload = await readUpload(request, maxUploadBytes);
        if (!upload) throw uploadRefused('rest_upload_no_data', messages.uploadNoData);
        const result = await library.upload(upload, {
          author: user.id,
          quotaBytes: hasUploadQuota(user) ? uploadQuotaBytes : null,
        });
        if (!result.ok && result.reason === 'over-quota') {
          // WordPress's own check_upload_size() answer, in whole kilobytes.
          const kilobytes = Math.ceil(result.neededBytes / 1024);
          throw uploadRefused('rest_upload_limited_space', messages.uploadLimitedSpace(kilobytes));
        }
        if (!result.ok && result.reason === 'too-large') {
          // WordPress has no code of its own for this (its editors just fail on such a file):
          // the sideload refusal the other rejected files get, with what the limit is.
          throw uploadRefused(
            'rest_upload_sideload_error',
            messages.uploadImageTooLarge(IMAGE_LIMITS.maxPixels / 1_000_000, IMAGE_LIMITS.maxSide),
          );
        }
        if (!result.ok)
          throw uploadRefused('rest_upload_sideload_error', messages.uploadInvalidType);
        // Like WordPress, the id goes out before sub-sizes are made, so a failed upload can be finished.
        const idHeader = { [UPLOAD_ATTACHMENT_ID_HEADER]: String(result.media.id) };
        if (result.subSizes === 'failed') {
          request.log.warn(
            { err: result.failure, mediaId: result.media.id },
            'image sub-sizes failed',
          );
          reply.headers(idHeader);
          throw subSizesFailed();
        }
        const origin = requestOrigin(request);
        reply
          .code(201)
          .headers(idHeader)
          .header('location', `${origin}${COLLECTION}/${result.media.id}`);
        return toWpMedia(result.media, origin);
      },
    );

    media.get<{ Params: IdParams }>(
      `${COLLECTION}/:id${ID_PATTERN}`,
      { schema: mediaRouteSchema },
      async (request): Promise<WpMedia> => {
        const item = library.find(Number(request.params.id));
        if (!item) throw invalidId();
        return toWpMedia(item, requestOrigin(request));
      },
    );

    media.post<{ Params: IdParams; Body: PostProcessBody }>(
      `${COLLECTION}/:id${ID_PATTERN}/post-process`,
      {
        schema: { ...mediaRouteSchema, body: postProcessBodySchema },
        config: { unauthorized: CANNOT_EDIT },
        // WordPress reads `action` from the query string too, and a body-less POST has none.
        preValidation: async (request) => {
          const query: unknown = request.query;
          const fromQuery =
            typeof query === 'object' && query !== null ? Reflect.get(query, 'action') : undefined;
          if (request.body === undefined || request.body === null) {
            request.body = fromQuery === undefined ? {} : { action: fromQuery };
          }
        },
      },
      async (request): Promise<WpMedia> => {
        const id = Number(request.params.id);
        const item = library.find(id);
        if (!item) throw invalidId();
        requireCapabilityOn(request, 'edit_post', owned(item.author), CANNOT_EDIT);
        const result = await library.createSubSizes(id);
        if (result.status === 'missing') throw invalidId();
        if (result.status === 'failed') {
          request.log.warn(
            { err: result.failure, mediaId: result.media.id },
            'image sub-sizes failed again',
          );
          throw subSizesFailed();
        }
        return toWpMedia(result.media, requestOrigin(request));
      },
    );

    registerDeleteRoute(media, {
      collection: COLLECTION,
      responses: mediaDeletedResponses,
      find: (id) => library.find(id),
      owner: (item) => owned(item.author),
      remove: (id) => library.remove(id),
      toView: toWpMedia,
      invalidId,
    });
  });
}
