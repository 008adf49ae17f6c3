/**
 * Every parcel the remotes expose (architecture: module federation contract). The names are
 * fixed: the shell, the CMS blocks and the end-to-end suite load them by these ids.
 */
export const REMOTE_MODULES = {
  mf_programme: [
    'programme-page', 'event-detail', 'event-overlay', 'productions-page', 'production-detail',
    'authors-page', 'author-detail', 'venue-detail', 'series-detail', 'event-list-module',
  ],
  mf_magazine: ['magazine-page', 'magazine-tags', 'tag-detail', 'article-page', 'blog-teaser-list', 'highlight-teaser'],
  mf_shop: ['booking-widget', 'cart-indicator', 'webshop-page'],
  mf_editor: ['editor-toolbar', 'cms-hub', 'page-editor'],
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;
export type RemoteModuleId = { [R in RemoteName]: `${R}/${(typeof REMOTE_MODULES)[R][number]}` }[RemoteName];

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
