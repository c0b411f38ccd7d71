// Writes page-chunks.json: for each page chunk (webpackChunkName "page-…" in
// client/app/pages/registry.ts), each chunk of what a page draws later ("later-…", a page
// module's `later`) and for the app's own ("start", client/index.tsx) the script and style files
// it loads, shared split chunks included. The server links their styles in the
// page's head, so they apply before the first paint.
import type { Compiler } from 'webpack';

export const PAGE_CHUNKS_FILE = 'page-chunks.json';
/** The chunk group of the app itself, which every page loads after its first paint. */
export const START_CHUNK = 'start';

export class PageChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PageChunksPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const pages: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name !== START_CHUNK && !/^(page|later)-/.test(name)) continue;
            pages[name] = group
              .getFiles()
              .filter((file) => /\.(js|css)$/.test(file))
              .map((file) => `/${file}`);
          }
          compilation.emitAsset(
            PAGE_CHUNKS_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(pages, null, 2)),
          );
        },
      );
    });
  }
}
