// The `file` rule's accept list: ".ext" items, or MIME types / "type/*" expanded through the
// extensions WordPress maps to them (a subset of wp_get_mime_types(), the types a shop sees).

const MIME_BY_EXTENSIONS: ReadonlyArray<readonly [string, string]> = [
  ['jpg|jpeg|jpe', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['png', 'image/png'],
  ['bmp', 'image/bmp'],
  ['tiff|tif', 'image/tiff'],
  ['webp', 'image/webp'],
  ['avif', 'image/avif'],
  ['ico', 'image/x-icon'],
  ['heic', 'image/heic'],
  ['heif', 'image/heif'],
  ['asf|asx', 'video/x-ms-asf'],
  ['wmv', 'video/x-ms-wmv'],
  ['avi', 'video/avi'],
  ['mov|qt', 'video/quicktime'],
  ['mpeg|mpg|mpe', 'video/mpeg'],
  ['mp4|m4v', 'video/mp4'],
  ['ogv', 'video/ogg'],
  ['webm', 'video/webm'],
  ['mkv', 'video/x-matroska'],
  ['3gp|3gpp', 'video/3gpp'],
  ['mp3|m4a|m4b', 'audio/mpeg'],
  ['aac', 'audio/aac'],
  ['wav', 'audio/wav'],
  ['ogg|oga', 'audio/ogg'],
  ['flac', 'audio/flac'],
  ['mid|midi', 'audio/midi'],
  ['wma', 'audio/x-ms-wma'],
  ['txt|asc|c|cc|h|srt', 'text/plain'],
  ['csv', 'text/csv'],
  ['tsv', 'text/tab-separated-values'],
  ['ics', 'text/calendar'],
  ['vtt', 'text/vtt'],
  ['pdf', 'application/pdf'],
  ['rtf', 'application/rtf'],
  ['doc', 'application/msword'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xls|xla|xlt|xlw', 'application/vnd.ms-excel'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt|pps|pot', 'application/vnd.ms-powerpoint'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['odt', 'application/vnd.oasis.opendocument.text'],
  ['ods', 'application/vnd.oasis.opendocument.spreadsheet'],
  ['zip', 'application/zip'],
  ['gz|gzip', 'application/x-gzip'],
  ['rar', 'application/rar'],
  ['7z', 'application/x-7z-compressed'],
  ['tar', 'application/x-tar'],
];

/** The extensions (with dot) that one accept item allows. */
export function extensionsFor(acceptItem: string): string[] {
  const item = acceptItem.trim().toLowerCase();
  if (item.startsWith('.')) return [item];
  if (!item.includes('/')) return [`.${item}`];
  const wildcard = item.endsWith('/*') ? item.slice(0, -1) : undefined;
  const found: string[] = [];
  for (const [extensions, mime] of MIME_BY_EXTENSIONS) {
    if (wildcard !== undefined ? mime.startsWith(wildcard) : mime === item) {
      for (const extension of extensions.split('|')) found.push(`.${extension}`);
    }
  }
  return found;
}

/** Lower-cased suffix from the last dot, or undefined when the name has none. */
export function fileSuffix(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : fileName.slice(dot).toLowerCase();
}

export function isAcceptedFileName(fileName: string, accept: readonly string[]): boolean {
  const suffix = fileSuffix(fileName);
  if (suffix === undefined) return false;
  return accept.some((item) => extensionsFor(item).includes(suffix));
}
