import { apiGet, apiPost } from '@festival/shared/api-client/api-client';
import type { OwnerWritten, PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import type { VersionCompare } from '@festival/shared/api-schemas/version-compare';
import { versionPaths, type VersionedType } from '@festival/shared/api-schemas/version-paths';
import type { Locale } from '@festival/shared/i18n/locales';

/** A page or a magazine article's body, whose versions the api keeps (the versions dialog and undo call these). */
export interface VersionOwner {
  type: VersionedType;
  id: number;
}

/** The owner's versions, newest first. */
export function getVersions(owner: VersionOwner, locale: Locale, signal?: AbortSignal): Promise<PageVersionSummary[]> {
  return apiGet<PageVersionSummary[]>(versionPaths(owner.type).list(owner.id), { locale, signal });
}

/** What changed from one version to the other, in the request's language. */
export function compareVersions(owner: VersionOwner, from: number, to: number, locale: Locale, signal?: AbortSignal): Promise<VersionCompare> {
  return apiGet<VersionCompare>(versionPaths(owner.type).compare(owner.id), { locale, query: { from, to }, signal });
}

/** One module back as the version had it; the rest stays as it is. */
export function restoreModule(type: VersionedType, versionId: number, moduleId: number, revision: number, locale: Locale): Promise<OwnerWritten> {
  return apiPost<OwnerWritten>(versionPaths(type).restoreModule(versionId, moduleId), { revision }, { locale });
}
