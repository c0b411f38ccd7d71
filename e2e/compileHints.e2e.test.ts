// The production build marks the scripts that run in full at start-up for V8 to compile while
// they download (webpack/compileHints.ts). Reads the build npm test makes before the e2e stage.
import fs from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(process.env.E2E_DIST || path.join(__dirname, '..', 'dist'));
const HINT = '//# allFunctionsCalledOnLoad\n';

const pageChunks = JSON.parse(
  fs.readFileSync(path.join(DIST, 'page-chunks.json'), 'utf8'),
) as Record<string, string[]>;
const scriptsOf = (name: string) => (pageChunks[name] ?? []).filter((file) => /\.js$/.test(file));
const startsWithHint = (file: string) =>
  fs.readFileSync(path.join(DIST, file), 'utf8').startsWith(HINT);

describe('compile hints in the production build', () => {
  it('the app chunk and every page chunk start with the hint', () => {
    const files = Object.keys(pageChunks)
      .filter((name) => name === 'start' || name.startsWith('page-'))
      .map((name) => scriptsOf(name).find((file) => path.basename(file).startsWith(`${name}.`)))
      .filter((file): file is string => file !== undefined);
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => !startsWithHint(file))).toEqual([]);
  });

  it('scripts that run only in part when they arrive do not carry it', () => {
    const others = fs
      .readdirSync(path.join(DIST, 'assets'))
      .filter((file) => /^(main|deferred)\.[0-9a-f]+\.js$/.test(file))
      .map((file) => `assets/${file}`);
    expect(others.length).toBe(2);
    expect(others.filter(startsWithHint)).toEqual([]);
  });
});
