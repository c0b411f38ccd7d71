// Issue 25 item 11: every benchmark `npm run bench` runs by name is listed in the README.
import fs from 'node:fs';
import path from 'node:path';
import { benchmarks } from './benchmarks';

describe('the README lists every benchmark', () => {
  it('names each one `npm run bench -- NAME` takes', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const paragraph = readme.split('\n\n').find((text) => text.startsWith('Benchmarks by name:'));
    expect(paragraph).toBeDefined();
    const listed = [...(paragraph ?? '').matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(Object.keys(benchmarks).sort());
  });
});
