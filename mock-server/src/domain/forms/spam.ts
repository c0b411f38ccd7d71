// CF7's core spam checks: a too-short User-Agent and WordPress's "Disallowed Comment Keys".
import type { PostedValue } from './postedData';

/**
 * Folds the spellings Persian text comes in: Arabic yeh/kaf to Persian, tatweel and ZWNJ removed,
 * lower case. A disallowed «بیمه» then also catches «بيمه» and «بـیـمـه»; CF7 compares bytes only.
 */
export function foldForMatching(text: string): string {
  return text
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/[\u0640\u200c]/g, '')
    .toLowerCase();
}

/** One word per line (or comma); each 2–256 characters, as WordPress reads the list. */
export function parseDisallowedWords(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter((word) => word.length >= 2 && word.length <= 256);
}

export type SpamReason = 'user_agent' | 'disallowed_word';

export interface SpamCheckInput {
  posted: ReadonlyMap<string, PostedValue>;
  remoteIp: string;
  userAgent: string;
}

export function createSpamCheck(disallowedWords: () => readonly string[]) {
  return (input: SpamCheckInput): SpamReason | undefined => {
    if (input.userAgent.length < 2) return 'user_agent';
    const words = disallowedWords();
    if (words.length === 0) return undefined;
    const parts: string[] = [];
    for (const value of input.posted.values()) {
      if (Array.isArray(value)) parts.push(...value);
      else parts.push(value);
    }
    parts.push(input.remoteIp, input.userAgent);
    const target = foldForMatching(parts.join('\n'));
    return words.some((word) => target.includes(foldForMatching(word)))
      ? 'disallowed_word'
      : undefined;
  };
}
