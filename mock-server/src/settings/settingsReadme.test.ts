// The README's "Environment variables" table is the operator's list of the server's settings;
// the schema is what the server reads. The table is written from the schema
// (scripts/settingsTable.ts): the same names, defaults and descriptions, row for row.
import fs from 'node:fs';
import path from 'node:path';
import { settingsRows } from '../../../scripts/settingsTable';
import { SETTINGS_SCHEMA } from './schema';

const README = path.resolve(__dirname, '..', '..', '..', 'README.md');

/** The `NAME` cells of the first table under a heading, up to the next heading. */
function tableNames(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`README.md has no "${heading}" section`);
  const section = markdown.slice(start + heading.length + 2).split(/\n#{1,6} /)[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1] ?? '');
}

describe("README's environment variables", () => {
  const markdown = fs.readFileSync(README, 'utf8');
  const documented = tableNames(markdown, '## Environment variables');
  const declared = Object.keys(SETTINGS_SCHEMA.properties);

  it('lists exactly the variables the settings schema declares', () => {
    expect({
      inTheReadmeOnly: documented.filter((name) => !declared.includes(name)),
      inTheSchemaOnly: declared.filter((name) => !documented.includes(name)),
    }).toEqual({ inTheReadmeOnly: [], inTheSchemaOnly: [] });
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('gives each variable the default and meaning the schema gives it (scripts/settingsTable.ts)', () => {
    const start = markdown.indexOf('\n## Environment variables\n');
    const rows = markdown
      .slice(start)
      .split('\n\n')[1]
      ?.split('\n')
      .slice(2)
      .map((line) =>
        line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(settingsRows());
  });

  it('keeps the tools and tests variables out of the server table and the schema', () => {
    const tools = tableNames(markdown, '### Tools and tests');
    expect(tools).toContain('CHROMIUM_PATH');
    expect(tools.filter((name) => declared.includes(name))).toEqual([]);
  });

  it('describes every declared variable', () => {
    const undescribed = Object.entries(SETTINGS_SCHEMA.properties)
      .filter(([, property]) => property.description.length === 0)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});
