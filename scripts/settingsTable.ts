// Writes the README's "Environment variables" table from the settings schema (name, default,
// description), so the operator's list cannot drift from what the server reads:
// `npx ts-node --transpile-only scripts/settingsTable.ts` after changing settings/schema.ts;
// mock-server/src/settings/settingsReadme.test.ts fails while the README differs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS_SCHEMA } from '../mock-server/src/settings/schema';

export const README = path.resolve(__dirname, '..', 'README.md');
export const HEADING = '## Environment variables';

/** A property as the table reads it. */
interface Described {
  default?: unknown;
  description: string;
}

function defaultCell(property: Described): string {
  if (property.default === undefined) return 'unset';
  if (property.default === '') return 'empty';
  return `\`${String(property.default)}\``;
}

/** The table's rows: variable, default and meaning, cells as they stand between the pipes. */
export function settingsRows(): string[][] {
  const properties: Record<string, Described> = SETTINGS_SCHEMA.properties;
  return Object.entries(properties).map(([name, property]) => [
    `\`${name}\``,
    defaultCell(property),
    property.description.replaceAll('|', '\\|'),
  ]);
}

export function settingsTable(): string {
  const lines = [['variable', 'default', 'meaning'], ['---', '---', '---'], ...settingsRows()];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The README with its table replaced (the first table after the heading). */
export function withTable(markdown: string, table: string): string {
  const start = markdown.indexOf(`\n${HEADING}\n`);
  if (start === -1) throw new Error(`README.md has no "${HEADING}" section`);
  const tableStart = markdown.indexOf('\n|', start);
  const tableEnd = markdown.indexOf('\n\n', tableStart);
  return `${markdown.slice(0, tableStart + 1)}${table}${markdown.slice(tableEnd)}`;
}

if (require.main === module) {
  fs.writeFileSync(README, withTable(fs.readFileSync(README, 'utf8'), settingsTable()));
  execFileSync('npx', ['prettier', '--write', README], { stdio: 'inherit' });
}
