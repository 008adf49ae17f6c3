import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import {
  FieldErrors, OwnerWritten, PageIdParams, PageVersionList, pageeditorPaths, RestoreBody, StaleWrite, VersionIdParams,
} from '@festival/shared/api-schemas/pageeditor-writes';
import { CompareQuery, RestoreModuleParams, VersionCompare, versionComparePaths } from '@festival/shared/api-schemas/version-compare';
import { compareVersions, restoreModule } from '../../services/pageeditor/module-restore';
import { listVersions, restoreVersion } from '../../services/pageeditor/version-writes';
import { editorContext } from './editor-context';

const tags = ['pageeditor'];

/** Page versions (spec §9: versioning of pages on): read them with ?v= on the page; list, compare and restore them, or one module of one, here. */
const versionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(pageeditorPaths.versions(':page_id'), {
    schema: { tags, summary: 'The versions of a page, newest first', params: PageIdParams, response: { 200: PageVersionList, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail } },
  }, async (request) => listVersions(app.db.kysely, request.params.page_id));

  app.post(pageeditorPaths.restore(':version_id'), {
    schema: {
      tags, summary: 'Make a stored version the live page, recorded as a new version', params: VersionIdParams, body: RestoreBody,
      response: { 200: OwnerWritten, 400: FieldErrors, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: StaleWrite },
    },
  }, async (request) => restoreVersion(editorContext(app, request), request.params.version_id, request.body));

  app.get(versionComparePaths.compare(':page_id'), {
    schema: {
      tags, summary: 'What changed from one version of a page to another, module by module', params: PageIdParams, querystring: CompareQuery,
      response: { 200: VersionCompare, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request) => compareVersions(app.db.kysely, request.params.page_id, request.query.from, request.query.to, request.locale));

  app.post(versionComparePaths.restoreModule(':version_id', ':module_id'), {
    schema: {
      tags, summary: 'Bring back one module as a version had it, leaving the rest of the page as it is', params: RestoreModuleParams, body: RestoreBody,
      response: { 200: OwnerWritten, 400: FieldErrors, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: StaleWrite },
    },
  }, async (request) => restoreModule(editorContext(app, request), request.params.version_id, request.params.module_id, request.body));
};
export default versionRoutes;
