import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import type { RemoteModuleId } from '@festival/shared/remotes/remote-modules';

/** Modules whose content a remote renders (architecture: CMS blocks mount remote parcels). */
export const REMOTE_BLOCKS = {
  EventList: 'mf_programme/event-list-module',
  BlogTeaserList: 'mf_magazine/blog-teaser-list',
  HighlightTeaser: 'mf_magazine/highlight-teaser',
} as const satisfies Partial<Record<PageModule['model'], RemoteModuleId>>;

export type RemoteBlockModel = keyof typeof REMOTE_BLOCKS;

const isRemoteBlock = (model: unknown): model is RemoteBlockModel => typeof model === 'string' && Object.hasOwn(REMOTE_BLOCKS, model);

/** The parcels a page's modules mount, in order of first use, looking into nested modules too. */
export function remoteBlockModules(modules: unknown): RemoteModuleId[] {
  const found = new Set<RemoteModuleId>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const { model } = value as { model?: unknown };
      if (isRemoteBlock(model)) found.add(REMOTE_BLOCKS[model]);
      Object.values(value).forEach(visit);
    }
  };
  visit(modules);
  return [...found];
}
