// Every source file opens by saying what it is for (issue 30, item 7): a reader who lands in a
// file from a search or a stack trace learns its purpose, or the rule it keeps, before any code.
//
// Checked: every tracked .ts, .tsx, .js and .mjs file: production code, the code tests lean on
// (testSupport/, mock-server/test/ helpers, e2e/ and bench/ set-ups, .d.ts declarations, build
// and jest configuration) and the test files themselves (*.test.ts(x), with .pact and .e2e ones).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

const SOURCE = /\.(ts|tsx|js|mjs)$/;

// A line for a tool, not for a reader (`// @ts-check`, `/* eslint-disable */`): it may stand
// above the header, but it is not one.
const DIRECTIVE = /^(\/\/|\/\*+)\s*(@ts-|eslint|@jest-environment|prettier-ignore)/;
const COMMENT = /^(\/\/|\/\*)/;

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => SOURCE.test(file))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** Whether the first line that is neither blank nor a tool's directive is a comment. */
function opensWithComment(text: string): boolean {
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || DIRECTIVE.test(line)) continue;
    return COMMENT.test(line);
  }
  return false;
}

describe('file headers', () => {
  it('tells a header from code and from a directive', () => {
    expect(opensWithComment('// The cart page.\nexport {};\n')).toBe(true);
    expect(opensWithComment('/**\n * The cart page.\n */\nexport {};\n')).toBe(true);
    expect(opensWithComment('\n// @ts-check\n// The lint rules.\nexport {};\n')).toBe(true);
    expect(opensWithComment("import x from 'x';\n// Too late.\n")).toBe(false);
    expect(opensWithComment('// @ts-check\nexport {};\n')).toBe(false);
    expect(opensWithComment('')).toBe(false);
  });

  it('every tracked source file opens with a comment saying what it is for', () => {
    const files = trackedSources();
    // The selection found the repository's files (a wrong pattern would pass with none).
    expect(files.length).toBeGreaterThan(500);
    const without = files.filter(
      (file) => !opensWithComment(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(without).toEqual([]);
  });
});
