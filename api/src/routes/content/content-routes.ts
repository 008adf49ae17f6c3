import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';

const Settings = Type.Object({
  is_site_online: Type.Boolean(),
  is_shop_online: Type.Boolean(),
  html_footer_logos: Type.Object({ code: Type.String() }),
  html_footer_top: Type.Object({ code: Type.String() }),
  html_footer_bottom: Type.Object({ code: Type.String() }),
  html_header: Type.Object({ code: Type.String() }),
});

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pageeditor-api/settings', { schema: { tags: ['content'], response: { 200: Settings } } }, async () => {
    const row = await app.db.kysely.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return {
      is_site_online: row.is_site_online === 1,
      is_shop_online: row.is_shop_online === 1,
      html_footer_logos: { code: row.html_footer_logos },
      html_footer_top: { code: row.html_footer_top },
      html_footer_bottom: { code: row.html_footer_bottom },
      html_header: { code: row.html_header },
    };
  });
};
export default contentRoutes;
