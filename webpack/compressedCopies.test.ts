// The build's precompressed copies: a .br and a .gz beside each text asset at the highest levels,
// none for fonts, pictures and source maps, and every original kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { compressedCopies } from './compressedCopies';

let project: string;
let out: string;

function build(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('no stats'));
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats);
    });
  });
}

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-compressed-copies-'));
  out = path.join(project, 'dist');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(50)}</svg>`;
  fs.writeFileSync(path.join(project, 'icon.svg'), svg);
  fs.writeFileSync(path.join(project, 'photo.png'), Buffer.alloc(2000, 7));
  fs.writeFileSync(path.join(project, 'face.woff2'), Buffer.alloc(2000, 9));
  fs.writeFileSync(
    path.join(project, 'index.js'),
    "import icon from './icon.svg';\nimport photo from './photo.png';\n" +
      "import face from './face.woff2';\nconsole.log(icon, photo, face);\n",
  );
  await build({
    mode: 'production',
    context: project,
    entry: './index.js',
    output: { path: out, filename: 'assets/[name].js', assetModuleFilename: 'assets/[name][ext]' },
    devtool: 'hidden-source-map',
    module: { rules: [{ test: /\.(svg|png|woff2)$/, type: 'asset/resource' }] },
    optimization: { minimize: false },
    plugins: [new HtmlWebpackPlugin(), ...compressedCopies()],
    infrastructureLogging: { level: 'error' },
  });
}, 60_000);
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

const file = (name: string) => fs.readFileSync(path.join(out, name));

describe('compressed copies of the build', () => {
  it.each(['assets/main.js', 'assets/icon.svg', 'index.html'])(
    'writes a .br and a .gz beside %s that decompress to it',
    (name) => {
      const plain = file(name);
      expect(zlib.brotliDecompressSync(file(`${name}.br`)).equals(plain)).toBe(true);
      expect(zlib.gunzipSync(file(`${name}.gz`)).equals(plain)).toBe(true);
    },
  );

  it('compresses at the highest levels (smaller than on-the-fly settings would)', () => {
    const plain = file('assets/main.js');
    const quick = zlib.brotliCompressSync(plain, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(file('assets/main.js.br').length).toBeLessThan(quick.length);
  });

  it('leaves fonts, pictures and source maps without copies, and keeps every original', () => {
    const written = fs.readdirSync(path.join(out, 'assets')).sort();
    expect(written).toEqual(
      [
        'face.woff2',
        'icon.svg',
        'icon.svg.br',
        'icon.svg.gz',
        'main.js',
        'main.js.br',
        'main.js.gz',
        'main.js.map',
        'photo.png',
      ].sort(),
    );
  });
});
