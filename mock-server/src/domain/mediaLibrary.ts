// The media library behind WordPress's media routes: an upload is stored with its sub-sizes under
// a name of its own, within the uploader's quota, and removed with all its files.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaRecord, MediaRepository, StoredSize } from '../storage/mediaRepository';
import type { SubsizeFaults } from './faults';
import { sniffImage, tooLargeToProcess, writeSubSize, type SniffedImage } from './imageFiles';
import { siteLocalDateTime, wpDateTime } from './siteTime';
import { fileBaseName, slugify } from './slug';
import { planSubSizes, subSizeFileName } from './subSizes';

export interface UploadInput {
  bytes: Buffer;
  fileName: string;
  title?: string;
  altText?: string;
}

/** Who uploads, and how many bytes of originals they may own in all (null: no limit). */
export interface Uploader {
  author: number;
  quotaBytes: number | null;
}

export type UploadResult =
  | { ok: false; reason: 'not-an-image' }
  /** Its header declares more pixels than the shop decodes (IMAGE_LIMITS); nothing is stored. */
  | { ok: false; reason: 'too-large' }
  /** Nothing is stored; `neededBytes` more would have to be freed first. */
  | { ok: false; reason: 'over-quota'; neededBytes: number }
  | { ok: true; media: MediaRecord; subSizes: 'made' }
  /** The row and the original are kept, so post-process can retry. */
  | { ok: true; media: MediaRecord; subSizes: 'failed'; failure: unknown };

export type SubSizeResult =
  | { status: 'missing' }
  | { status: 'failed'; media: MediaRecord; failure: unknown }
  | { status: 'made'; media: MediaRecord };

export interface MediaLibrary {
  find(id: number): MediaRecord | undefined;
  upload(input: UploadInput, uploader: Uploader): Promise<UploadResult>;
  /** Makes (again) every sub-size of an item: the post-process retry. */
  createSubSizes(id: number): Promise<SubSizeResult>;
  /** Removes the files and the row; undefined when there was no such item. */
  remove(id: number): Promise<MediaRecord | undefined>;
}

export interface MediaLibraryDeps {
  repository: MediaRepository;
  uploadsDir: string;
  clock: () => Date;
  faults: SubsizeFaults;
}

/** Thrown by the fault switch, so logs tell a planned failure from a real one. */
export class SubSizeFault extends Error {}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}

export function createMediaLibrary(deps: MediaLibraryDeps): MediaLibrary {
  const { repository, uploadsDir, clock, faults } = deps;
  const absolute = (relative: string) => path.join(uploadsDir, ...relative.split('/'));

  /** WordPress's wp_unique_filename: -1, -2... until neither the file nor its sizes clash. */
  async function uniqueBaseName(
    folder: string,
    base: string,
    image: SniffedImage,
  ): Promise<string> {
    const sizes = planSubSizes(image.width, image.height);
    for (let attempt = 0; ; attempt += 1) {
      const candidate = attempt === 0 ? base : `${base}-${attempt}`;
      const names = [
        `${candidate}.${image.extension}`,
        ...sizes.map((size) => subSizeFileName(candidate, image.extension, size)),
      ];
      const clashes = await Promise.all(names.map((name) => exists(absolute(`${folder}/${name}`))));
      if (!clashes.includes(true) && !repository.fileTaken(`${folder}/${names[0]}`))
        return candidate;
    }
  }

  async function makeSubSizes(media: MediaRecord): Promise<MediaRecord> {
    const written: string[] = [];
    try {
      if (faults.takeAttempt()) throw new SubSizeFault('sub-size fault switch');
      const folder = path.posix.dirname(media.file);
      const extension = path.posix.extname(media.file).slice(1);
      const base = path.posix.basename(media.file, `.${extension}`);
      const sizes: Record<string, StoredSize> = {};
      for (const size of planSubSizes(media.width, media.height)) {
        const file = subSizeFileName(base, extension, size);
        const target = absolute(`${folder}/${file}`);
        written.push(target);
        const made = await writeSubSize(absolute(media.file), target, size);
        sizes[size.name] = {
          file,
          width: made.width,
          height: made.height,
          mimeType: media.mimeType,
          filesize: made.filesize,
        };
      }
      return repository.setSizes(media.id, sizes) ?? media;
    } catch (error) {
      // A failed attempt leaves no half set of sizes behind; the original stays for a retry.
      await Promise.all(written.map(removeQuietly));
      throw error;
    }
  }

  return {
    find: (id) => repository.findById(id),

    async upload(input, uploader) {
      const { author, quotaBytes } = uploader;
      const size = input.bytes.length;
      const overBy = () =>
        quotaBytes === null ? 0 : repository.bytesOwnedBy(author) + size - quotaBytes;
      // Before anything is decoded or written, as WordPress checks space before the file type.
      if (overBy() > 0) return { ok: false, reason: 'over-quota', neededBytes: overBy() };
      const image = await sniffImage(input.bytes);
      if (!image) return { ok: false, reason: 'not-an-image' };
      if (tooLargeToProcess(image)) return { ok: false, reason: 'too-large' };
      const now = clock();
      const local = siteLocalDateTime(now);
      const folder = `${local.slice(0, 4)}/${local.slice(5, 7)}`;
      await fs.mkdir(absolute(folder), { recursive: true });
      const baseName = await uniqueBaseName(
        folder,
        slugify(fileBaseName(input.fileName)) || 'image',
        image,
      );
      const file = `${folder}/${baseName}.${image.extension}`;
      await fs.writeFile(absolute(file), input.bytes, { flag: 'wx' });
      const title = input.title?.trim() || fileBaseName(input.fileName).trim() || baseName;
      const row = {
        dateGmt: wpDateTime(now),
        slug: slugify(title) || baseName,
        title,
        altText: input.altText ?? '',
        mimeType: image.mimeType,
        file,
        width: image.width,
        height: image.height,
        filesize: size,
        author,
      };
      // Parallel uploads may all have passed the first check: the insert checks again, at once.
      const media =
        quotaBytes === null
          ? repository.insert(row)
          : repository.insertWithinQuota(row, quotaBytes);
      if (media === undefined) {
        await removeQuietly(absolute(file));
        return { ok: false, reason: 'over-quota', neededBytes: Math.max(1, overBy()) };
      }
      try {
        return { ok: true, media: await makeSubSizes(media), subSizes: 'made' };
      } catch (failure) {
        return { ok: true, media, subSizes: 'failed', failure };
      }
    },

    async createSubSizes(id) {
      const media = repository.findById(id);
      if (!media) return { status: 'missing' };
      try {
        return { status: 'made', media: await makeSubSizes(media) };
      } catch (failure) {
        return { status: 'failed', media, failure };
      }
    },

    async remove(id) {
      const media = repository.findById(id);
      if (!media) return undefined;
      const folder = path.posix.dirname(media.file);
      const files = [
        media.file,
        ...Object.values(media.sizes).map((size) => `${folder}/${size.file}`),
      ];
      await Promise.all(files.map((file) => removeQuietly(absolute(file))));
      repository.remove(id);
      return media;
    },
  };
}
