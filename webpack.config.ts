// The build: the browser's app (hashed chunks, one per page, with compressed copies) and the
// server's renderer of the same client code, both written into dist/.
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { compileHints } from './webpack/compileHints';
import { compressedCopies } from './webpack/compressedCopies';
import { PageChunksPlugin } from './webpack/pageChunks';

const typescript = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/**
 * The shop's own modules do nothing when imported but define things, so webpack may leave out a
 * module none of whose exports is used: a feature's index.ts re-exports its components, and a
 * page importing one name from it would otherwise bring every component into the main chunk.
 * The one module imported for its effect (the fa catalogue's registration) is excepted.
 */
const ownModulesWithoutSideEffects = {
  test: /\.tsx?$/,
  include: [path.resolve(__dirname, 'client'), path.resolve(__dirname, 'contracts')],
  exclude: path.resolve(__dirname, 'client/i18n/index.ts'),
  sideEffects: false,
};

/**
 * @wordpress/i18n's modules only define things but for its default instance (default-i18n), which
 * the package creates when imported and which brings @wordpress/hooks. The shop draws with an
 * instance of its own (client/i18n/index.ts), so the default one and the hooks travel only with
 * api-fetch, which uses them (issue 29). The package says nothing of its side effects itself.
 */
const wordpressI18nWithoutSideEffects = {
  test: /[\\/]node_modules[\\/]@wordpress[\\/]i18n[\\/]/,
  sideEffects: false,
};

/**
 * The server-side renderer: the same client code for Node, in one file (page chunks inlined).
 * Styles, fonts and images only need their URLs, named as the browser build names them.
 */
function serverRenderer(production: boolean): Configuration {
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { renderPage: './client/server/renderPage.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescript,
        {
          test: /\.(css|woff2?|ttf|eot|png|svg|gif|jpe?g)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // linkedom draws <canvas> with the optional native `canvas` package; pages have no canvas.
      new webpack.IgnorePlugin({ resourceRegExp: /^canvas$/, contextRegExp: /linkedom/ }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const production = argv.mode !== 'development';
  const browser: Configuration = {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: { main: './client/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Hashed names: the server sends them with a year-long immutable cache header.
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      // The server renderer's build writes dist/server/ at the same time.
      clean: { keep: /^server\// },
    },
    // Production maps are written for the developer's tools but not linked from the scripts
    // (the server refuses to serve *.map files).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The browser's own ResizeObserver for react-slick (see the module's comment).
      alias: {
        'resize-observer-polyfill$': path.resolve(__dirname, 'client/ui/nativeResizeObserver.ts'),
        // react-slick's resize debounce without lodash's (see the module's comment).
        'lodash.debounce$': path.resolve(__dirname, 'client/ui/slickDebounce.ts'),
        // api-fetch's private-API lock without WordPress's list of core packages (see the module).
        '@wordpress/private-apis$': path.resolve(__dirname, 'client/api/wordpressPrivateApis.ts'),
      },
    },
    module: {
      rules: [
        typescript,
        ownModulesWithoutSideEffects,
        wordpressI18nWithoutSideEffects,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // Fonts and images stay separate files (self-hosted, cached), never inlined into CSS.
        { test: /\.(woff2?|ttf|eot|png|svg|gif|jpe?g)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './client/index.html',
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      // The contact page reads its forms with the browser's own HTML parser; htmlparser2 (with
      // its entity tables) stays with the server and the server-side renderer.
      new webpack.NormalModuleReplacementPlugin(
        /contracts[\\/]contactForm7[\\/]markup[\\/]htmlParser\.ts$/,
        path.resolve(__dirname, 'client/features/contactForm/nativeHtmlParser.ts'),
      ),
      ...(production ? [compileHints(), ...compressedCopies()] : []),
      new PageChunksPlugin(),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      // Export names shortened to the fewest letters (not hashes that stay stable between
      // builds): every file is downloaded whole anyway, and the home page's budget is tight.
      mangleExports: 'size',
      splitChunks: {
        cacheGroups: {
          // A library only one page uses (react-slick, the home page's carousel) travels inside
          // that page's chunk: one file less to fetch and to gzip on the page's first load.
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
            minChunks: 2,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return [browser, serverRenderer(production)];
};
