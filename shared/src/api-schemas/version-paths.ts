/*
 * The versions of a page and of a magazine article's body, under /{locale}/pageeditor-api/
 * (a page's at versions/…, an article's at versions/article/…; version ids are the owner kind's own):
 *
 *   GET  versions/{owner_id}/                                 the versions, newest first
 *   GET  versions/{owner_id}/compare/?from=&to=               what changed from one version to the other, module by module
 *   POST versions/{version_id}/restore/                       revision: the version back, recorded as a new version
 *   POST versions/{version_id}/modules/{module_id}/restore/   revision: that module as the version had it, the rest as it is
 *
 * A restore writes a page's content, and an article's draft (never the body visitors read).
 * Apart from the toolbar's paths (pageeditor-paths.ts): only the versions dialog and undo call them.
 */
export type VersionedType = 'page' | 'article';

export function versionPaths(type: VersionedType) {
  const root = `/pageeditor-api/versions/${type === 'page' ? '' : 'article/'}`;
  return {
    list: (ownerId: number | string) => `${root}${ownerId}/`,
    compare: (ownerId: number | string) => `${root}${ownerId}/compare/`,
    restore: (versionId: number | string) => `${root}${versionId}/restore/`,
    restoreModule: (versionId: number | string, moduleId: number | string) => `${root}${versionId}/modules/${moduleId}/restore/`,
  };
}
