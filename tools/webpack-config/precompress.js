// PrecompressPlugin: after a production build, writes `<file>.br` (brotli, maximum quality) and
// `<file>.gz` (gzip level 9) beside every text file of the output folder worth compressing, so
// the server sends them as they are (api/src/plugins/app/static.ts, Content-Encoding by
// Accept-Encoding) instead of the uncompressed files or compressing on every request. The output
// folder is walked after emit, so files other plugins write (mf-manifest.json) are included.
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats only: images, fonts (woff2) and videos are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|ico)$/i;
/** Below this a compressed file saves less than a round of headers costs. */
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** Writes the .br and .gz variants of every compressible file of `dir`; returns how many files. */
async function precompressFolder(dir) {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      await precompressFolder(compilation.outputOptions.path);
    });
  }
}

module.exports = { PrecompressPlugin, precompressFolder, COMPRESSIBLE, MIN_BYTES };
