// Slugs and file names keep letters and digits of any script (WordPress keeps Persian letters
// too) and turn everything else into single hyphens.

export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '-')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The name part of an uploaded file, without its extension and any folders. */
export function fileBaseName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
