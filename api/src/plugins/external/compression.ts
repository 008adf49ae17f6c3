import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every text answer (documents, JSON, scripts, styles, SVG), whichever the
 * browser prefers. Build files come precompressed from the builds (the static routes serve
 * their .br and .gz files, which this leaves alone); everything else is compressed here.
 */
export default fp(async (app) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // On the fly, brotli's default quality (11) costs far more time than it saves bytes.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}, { name: 'compression' });
