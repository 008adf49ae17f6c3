import { apiPost } from '@festival/shared/api-client/api-client';
import type { OwnerWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { versionPaths, type VersionedType } from '@festival/shared/api-schemas/version-paths';
import type { Locale } from '@festival/shared/i18n/locales';

/**
 * The version back (an article's into its draft), based on the revision on screen (409 when it
 * changed meanwhile). Apart from versions-api.ts: the toolbar restores a version it shows (?v=)
 * and carries only this.
 */
export function restoreVersion(type: VersionedType, versionId: number, revision: number, locale: Locale): Promise<OwnerWritten> {
  return apiPost<OwnerWritten>(versionPaths(type).restore(versionId), { revision }, { locale });
}
