import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { AdminFieldErrors, AdminHistory, AdminStaleWrite, adminPaths } from '@festival/shared/api-schemas/admin';
import { AdminSettings } from '@festival/shared/api-schemas/admin-content';
import { objectHistory } from '../../services/admin/admin-history';
import { readObject } from '../../services/admin/admin-read';
import { patchObject } from '../../services/admin/admin-writes';
import { SETTINGS_ID, settingsDefinition } from '../../services/admin/collections/settings.collection';
import { NotFoundError } from '../../services/common/http-errors';
import { editorContext } from '../pageeditor/editor-context';

const tags = ['admin: settings'];
const denied = { 401: ErrorDetail, 403: ErrorDetail };

/** The site settings as a singleton: online switches, code blocks, error pages. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(adminPaths.settings, {
    schema: { tags, summary: 'The site settings', response: { 200: AdminSettings, 404: ErrorDetail, ...denied } },
  }, async () => {
    const settings = await readObject(app.db.kysely, settingsDefinition, SETTINGS_ID);
    if (!settings) throw new NotFoundError('Not found.');
    return settings as AdminSettings; // the row is read by this very schema
  });

  app.patch(adminPaths.settings, {
    schema: {
      tags, summary: 'Change some settings, based on the revision (is_shop_online false takes the shop offline at once)', body: AdminSettings,
      response: { 200: AdminSettings, 400: AdminFieldErrors, 404: ErrorDetail, 409: AdminStaleWrite, ...denied },
    },
  }, async (request) => (await patchObject(editorContext(app, request), settingsDefinition, SETTINGS_ID, request.body)) as AdminSettings); // read by this very schema

  app.get(adminPaths.settingsHistory, {
    schema: { tags, summary: 'Who changed the settings, what and when; newest first', response: { 200: AdminHistory, ...denied } },
  }, async () => objectHistory(app.db.kysely, settingsDefinition.entity, SETTINGS_ID));
};
export default settingsRoutes;
