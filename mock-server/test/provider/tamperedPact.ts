// Provider tests prove verification can fail: they replay a copy of a pact with some answers changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type RecordedInteraction = Record<string, unknown>;

export interface RecordedAnswer {
  response: { status: number; body: { content: Record<string, unknown> } };
}

/** Writes a changed copy of `pactFile` into a temporary folder; remove it with removeTamperedCopy. */
export function tamperedCopy(
  pactFile: string,
  change: (interactions: RecordedInteraction[]) => void,
): string {
  const pact = JSON.parse(fs.readFileSync(pactFile, 'utf8')) as {
    interactions: RecordedInteraction[];
  };
  change(pact.interactions);
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'tampered-pact-')),
    path.basename(pactFile),
  );
  fs.writeFileSync(file, JSON.stringify(pact));
  return file;
}

export function removeTamperedCopy(file: string): void {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/** The recorded interaction with this description; a missing one is a broken test, not a pass. */
export function interaction(
  interactions: RecordedInteraction[],
  description: string,
): RecordedAnswer {
  const found = interactions.find((item) => item.description === description);
  if (!found) throw new Error(`no interaction "${description}" in the pact`);
  return found as unknown as RecordedAnswer;
}
