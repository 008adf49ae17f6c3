import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common-schemas';

/*
 * Drafts and publishing of CMS pages (editors only):
 *
 *   GET    /{locale}/pageeditor-api/page/{path}/?draft=1   the draft (the page as editors change it)
 *   POST   /{locale}/pageeditor-api/publish/{page_id}/      {revision, at?}: publish now, or at `at`
 *   DELETE /{locale}/pageeditor-api/publish/{page_id}/      drops the planned publication, else the draft
 *
 * The same for a magazine article's body (its head is saved in the hub, live):
 *
 *   GET    /{locale}/pageeditor-api/article/{id}/            the draft, with where its publication stands
 *   POST   /{locale}/pageeditor-api/publish/article/{id}/    {revision, at?}
 *   DELETE /{locale}/pageeditor-api/publish/article/{id}/    drops the planned publication, else the draft
 *
 * Visitors' answers, documents, search and sitemap show the published version only.
 */

export const PUBLICATION_STATES = ['published', 'draft', 'scheduled'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** Where a page stands: published as it is, with changes visitors do not see yet, or with a publication planned. */
export const PagePublication = Type.Object({
  state: Type.Union(PUBLICATION_STATES.map((state) => Type.Literal(state))),
  /** When visitors last got a new version (ISO-8601 UTC); null before the first publication. */
  published_at: Nullable(Type.String()),
  /** The planned publication (ISO-8601 UTC), when state is scheduled. */
  publish_at: Nullable(Type.String()),
});
export type PagePublication = Static<typeof PagePublication>;

const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

export const PublishBody = Type.Object({
  /** The revision the editor publishes; 409 when the page changed since. */
  revision: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  /** The publication is planned for then, which must lie ahead of the server's clock (400 on `at` otherwise); left out: now. */
  at: Type.Optional(Type.String({ pattern: DATE_TIME })),
});
export type PublishBody = Static<typeof PublishBody>;

export const PublishParams = Type.Object({ page_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const ArticlePublishParams = Type.Object({ article_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
