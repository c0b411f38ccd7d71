// Reads the file name from a raw upload's Content-Disposition header, as WordPress's
// get_filename_from_disposition does, plus the RFC 6266 filename* form browsers use for
// non-ASCII (Persian) names.

function decodeExtended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match?.[2]) return undefined;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
}

export function fileNameFromDisposition(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const extended = /filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
  if (extended?.[2]) {
    const decoded = decodeExtended(extended[2].trim());
    if (decoded) return decoded;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name?.trim() || undefined;
}
