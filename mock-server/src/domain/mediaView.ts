// A media item as WordPress's REST API answers it, with its original and every size under
// /wp-content/uploads/.
import type { WpMedia, WpMediaSize } from '../../../contracts/wp';
import type { MediaRecord } from '../storage/mediaRepository';
import { parseGmt, siteLocalDateTime } from './siteTime';
import { escapeHtml } from './text';

export const UPLOADS_URL_PATH = '/wp-content/uploads/';

function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash >= 0 ? file.slice(0, slash + 1) : '';
}

function uploadUrl(origin: string, relativePath: string): string {
  return `${origin}${UPLOADS_URL_PATH}${relativePath.split('/').map(encodeURIComponent).join('/')}`;
}

export function toWpMedia(record: MediaRecord, origin: string): WpMedia {
  const folder = folderOf(record.file);
  const sizes: Record<string, WpMediaSize> = {};
  for (const [name, size] of Object.entries(record.sizes)) {
    sizes[name] = {
      file: size.file,
      width: size.width,
      height: size.height,
      mime_type: size.mimeType,
      source_url: uploadUrl(origin, folder + size.file),
    };
  }
  // WordPress always lists the original as the "full" size.
  sizes.full = {
    file: record.file.slice(folder.length),
    width: record.width,
    height: record.height,
    mime_type: record.mimeType,
    source_url: uploadUrl(origin, record.file),
  };
  return {
    id: record.id,
    date: siteLocalDateTime(parseGmt(record.dateGmt)),
    date_gmt: record.dateGmt,
    slug: record.slug,
    status: 'inherit',
    type: 'attachment',
    link: `${origin}/?attachment_id=${record.id}`,
    title: { rendered: escapeHtml(record.title) },
    alt_text: record.altText,
    media_type: 'image',
    mime_type: record.mimeType,
    source_url: uploadUrl(origin, record.file),
    media_details: {
      width: record.width,
      height: record.height,
      file: record.file,
      filesize: record.filesize,
      sizes,
    },
  };
}
