import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import type { RemoteModuleId } from '@festival/shared/remotes/remote-modules';
import { forEachModule } from '@festival/shared/api-schemas/module-tree';

/** Modules whose content a remote renders (architecture: CMS blocks mount remote parcels). */
export const REMOTE_BLOCKS = {
  EventList: 'mf_programme/event-list-module',
  BlogTeaserList: 'mf_magazine/blog-teaser-list',
  HighlightTeaser: 'mf_magazine/highlight-teaser',
} as const satisfies Partial<Record<PageModule['model'], RemoteModuleId>>;

export type RemoteBlockModel = keyof typeof REMOTE_BLOCKS;

const isRemoteBlock = (model: unknown): model is RemoteBlockModel => typeof model === 'string' && Object.hasOwn(REMOTE_BLOCKS, model);

/** One CMS module a remote draws: the parcel, the module's slug (its key in the page) and its fields. */
export interface RemoteBlockUse {
  module: RemoteModuleId;
  slug: string;
  fields: Record<string, unknown>;
}

/** Every module of a page that a remote draws, in page order, looking into nested modules too. */
function remoteBlockUses(modules: unknown): RemoteBlockUse[] {
  const uses: RemoteBlockUse[] = [];
  forEachModule(modules, (fields) => {
    if (isRemoteBlock(fields.model)) uses.push({ module: REMOTE_BLOCKS[fields.model], slug: typeof fields.slug === 'string' ? fields.slug : '', fields });
  });
  return uses;
}

/** The parcels a page's modules mount, in order of first use. */
export function remoteBlockModules(modules: unknown): RemoteModuleId[] {
  return [...new Set(remoteBlockUses(modules).map((use) => use.module))];
}

/**
 * The remote modules the server may render for a page: those whose slug names one module only,
 * so that the browser finds each module's server HTML by it.
 */
export function serverRenderableBlocks(modules: unknown): RemoteBlockUse[] {
  const uses = remoteBlockUses(modules);
  const counts = new Map<string, number>();
  for (const { slug } of uses) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return uses.filter(({ slug }) => slug !== '' && counts.get(slug) === 1);
}
