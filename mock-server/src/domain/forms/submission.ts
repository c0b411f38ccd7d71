// What one feedback request carried, after the multipart body was read (routes/contactForms.ts).

export interface SubmittedFile {
  /** Field name as sent, e.g. "your-file" (a trailing [] already removed). */
  field: string;
  /** Sanitised base name, never a path. */
  fileName: string;
  mediaType: string;
  bytes: Buffer;
  /** Bytes received; above the read cap only the first cap+1 bytes are kept. */
  size: number;
}

export interface FeedbackInput {
  /** Every text part, request order, names as sent. */
  fields: Array<readonly [name: string, value: string]>;
  files: SubmittedFile[];
  remoteIp: string;
  userAgent: string;
}

/** The hidden fields CF7 reads (names starting with _wpcf7). */
export interface HiddenFields {
  unitTag: string;
  containerPost: number;
}
