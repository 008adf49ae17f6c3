import type { ContainerCreated } from '@festival/shared/api-schemas/pageeditor-writes';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';
import { apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Placement } from '../model/module-moves';

/**
 * Spec §4: makes sure the container exists; with a placement (and the page's revision) a
 * Container module showing it is placed there too.
 */
export function createContainer(
  locale: Locale, fields: { slug: string; layout: string }, placement?: Placement, revision?: number,
): Promise<ContainerCreated> {
  return apiPost<ContainerCreated>(pageeditorPaths.container, { ...fields, ...placement, revision }, { locale });
}
