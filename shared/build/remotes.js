/**
 * Every remote (architecture: module federation contract): its federation name, the folder of its
 * package and build (also its URL segment under /remotes/), and the parcels it exposes, each from
 * src/expose/<parcel>.tsx. The names are fixed: the shell, the CMS blocks and the end-to-end suite
 * load parcels by `<remote>/<parcel>`. The webpack configs, the shell and the api read this list.
 * `serverExposes` are the parcels (routes and CMS modules) the api renders on the server, each from
 * src/expose/<parcel>.server.tsx (`load` and `render`), built into the remote's dist-server.
 */
const REMOTES = /** @type {const} */ ({
  mf_programme: {
    folder: 'mf-programme',
    exposes: [
      'programme-page', 'event-detail', 'event-overlay', 'productions-page', 'production-detail',
      'authors-page', 'author-detail', 'venue-detail', 'series-detail', 'event-list-module',
    ],
    serverExposes: [
      'programme-page', 'event-detail', 'productions-page', 'production-detail', 'authors-page', 'author-detail', 'venue-detail',
      'series-detail', 'event-list-module',
    ],
  },
  mf_magazine: {
    folder: 'mf-magazine',
    exposes: ['magazine-page', 'magazine-tags', 'tag-detail', 'article-page', 'blog-teaser-list', 'highlight-teaser'],
    serverExposes: ['magazine-page', 'magazine-tags', 'tag-detail', 'article-page', 'blog-teaser-list', 'highlight-teaser'],
  },
  mf_shop: { folder: 'mf-shop', exposes: ['booking-widget', 'webshop-page'], serverExposes: ['webshop-page'] },
  mf_editor: { folder: 'mf-editor', exposes: ['editor-toolbar', 'cms-hub', 'page-editor'] },
});

module.exports = { REMOTES };
