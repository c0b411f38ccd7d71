// URL fields (reference 3.1): what a shopper types as "example.com" becomes a URL the server's
// url rule accepts. Runs on the control's own change, before the form-level validation.

const HAS_SCHEME = /^[a-z][a-z0-9.+-]*:/i;

export function normaliseUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || HAS_SCHEME.test(trimmed) || !trimmed.includes('.')) return trimmed;
  return `http://${trimmed.replace(/^\/+/, '')}`;
}
