// A brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the browser build, so the
// server sends them precompressed (@fastify/static `preCompressed`) instead of compressing the…
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

// Text assets only: fonts and pictures are compressed formats already, and source maps are
// never served (mock-server/src/routes/shell.ts refuses them).
const TEXT_ASSETS = /\.(js|css|svg|html|json|txt)$/;

/**
 * A brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the browser build, so the
 * server sends them precompressed (@fastify/static `preCompressed`) instead of compressing the
 * same bytes on every request. Built once, so both run at their highest level. Every text asset
 * gets both copies, even where compression gains little, so "is there a .br beside it" has one
 * answer. For the browser build only: the server-render bundle is read from disk by Node.
 */
export function compressedCopies(): WebpackPluginInstance[] {
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      test: TEXT_ASSETS,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
      threshold: 0,
      minRatio: Infinity,
    }),
    new CompressionPlugin({
      test: TEXT_ASSETS,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      threshold: 0,
      minRatio: Infinity,
    }),
  ];
}
