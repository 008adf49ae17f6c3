import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { generatedWav } from '../../services/content/generated-audio';

const AudioParams = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,120}\\.wav$' }) });

/** Self-hosted audio of the demo content (AudioSelfHosted modules): GET /media/audio/<name>.wav. */
const audioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/media/audio/:file', {
    schema: {
      tags: ['media'],
      params: AudioParams,
      response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'WAV audio' }), 400: ErrorDetail },
    },
  }, async (request, reply) => reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .type('audio/wav')
    .send(generatedWav(request.params.file.replace(/\.wav$/, ''))));
};
export default audioRoutes;
