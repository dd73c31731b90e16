// API answers above 1 KB are compressed (br at the plugin's quality 4, else gzip) when the client
// accepts it. Only types worth compressing are (JSON, text, CSV, HTML): xlsx, images and PDFs are
// compressed already. The front end's files are compressed at build time: the static plugin sends
// the .br/.gz written beside them with Content-Encoding set, which this hook passes on as is.
// Request bodies are not decompressed: a small compressed body could expand far past its size.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this many bytes compression saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);
