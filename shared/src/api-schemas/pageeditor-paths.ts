import type { ModuleModel } from './content-modules';

/*
 * The page-editor write API's paths, apart from its schemas: the editor's toolbar calls some of
 * them and must not carry the schema library along (its budget, issue: toolbar ≤ 40 KB gzip).
 */

/**
 * The path segment of a model in the write API (spec §7 `/{locale}/pageeditor-api/{model}/`):
 * the §3 name in kebab-case, with acronyms as one word (FAQ → faq, VideoSelfHosted → video-self-hosted).
 */
export function moduleRouteName(model: ModuleModel): string {
  return model.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Paths below /{locale}: the api registers its routes from these, the editor calls them. */
export const pageeditorPaths = {
  module: (model: ModuleModel) => `/pageeditor-api/${moduleRouteName(model)}/`,
  moduleById: (model: ModuleModel, id: number | string) => `/pageeditor-api/${moduleRouteName(model)}/${id}/`,
  moveModule: (model: ModuleModel, id: number | string) => `/pageeditor-api/${moduleRouteName(model)}/${id}/move/`,
  container: '/pageeditor-api/container/',
  /** A magazine article's body as an editor changes it in place. */
  article: (articleId: number | string) => `/pageeditor-api/article/${articleId}/`,
  /** POST publishes a page (now or planned), DELETE drops its planned publication or its draft (page-publication.ts). */
  publish: (pageId: number | string) => `/pageeditor-api/publish/${pageId}/`,
  /** The same for a magazine article's body. */
  publishArticle: (articleId: number | string) => `/pageeditor-api/publish/article/${articleId}/`,
  presence: (pageId: number | string) => `/pageeditor-api/presence/${pageId}/`,
};

/** How often the editor says it is still there, and how long the api believes it without a word (pageeditor-presence.ts). */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_EXPIRY_MS = 45_000;
