import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { FieldErrors, OwnerIdParams, OwnerWritten, PageVersionList, RestoreBody, StaleWrite, VersionIdParams } from '@festival/shared/api-schemas/pageeditor-writes';
import { CompareQuery, RestoreModuleParams, VersionCompare } from '@festival/shared/api-schemas/version-compare';
import { versionPaths, type VersionedType } from '@festival/shared/api-schemas/version-paths';
import { compareVersions, restoreModule } from '../../services/pageeditor/module-restore';
import { listVersions, restoreVersion } from '../../services/pageeditor/version-writes';
import { editorContext } from './editor-context';

const tags = ['pageeditor'];
const errors = { 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail };
const writeErrors = { 400: FieldErrors, ...errors, 409: StaleWrite };
const OWNER = { page: 'a page', article: "a magazine article's body" } as const;

/**
 * Versions of pages (spec §9: versioning of pages on) and of magazine article bodies: list,
 * compare and restore them, or one module of one; a page's are read in place with ?v=.
 */
const versionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const type of ['page', 'article'] as const satisfies readonly VersionedType[]) {
    const paths = versionPaths(type);
    const what = OWNER[type];
    app.get(paths.list(':id'), {
      schema: { tags, summary: `The versions of ${what}, newest first`, params: OwnerIdParams, response: { 200: PageVersionList, ...errors } },
    }, async (request) => listVersions(app.db.kysely, { type, id: request.params.id }));

    app.post(paths.restore(':version_id'), {
      schema: {
        tags, summary: `Bring back a stored version of ${what} (an article's into its draft), recorded as a new version`,
        params: VersionIdParams, body: RestoreBody, response: { 200: OwnerWritten, ...writeErrors },
      },
    }, async (request) => restoreVersion(editorContext(app, request), type, request.params.version_id, request.body));

    app.get(paths.compare(':id'), {
      schema: {
        tags, summary: `What changed from one version of ${what} to another, module by module`, params: OwnerIdParams, querystring: CompareQuery,
        response: { 200: VersionCompare, ...errors },
      },
    }, async (request) => compareVersions(app.db.kysely, { type, id: request.params.id }, request.query.from, request.query.to, request.locale));

    app.post(paths.restoreModule(':version_id', ':module_id'), {
      schema: {
        tags, summary: `Bring back one module as a version of ${what} had it, leaving the rest as it is`,
        params: RestoreModuleParams, body: RestoreBody, response: { 200: OwnerWritten, ...writeErrors },
      },
    }, async (request) => restoreModule(editorContext(app, request), type, request.params.version_id, request.params.module_id, request.body));
  }
};
export default versionRoutes;
