import type { LocalisedUrls } from '@festival/shared/api-schemas/common-schemas';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import type { PagePublication } from '@festival/shared/api-schemas/page-publication';
import type { Locale } from '@festival/shared/i18n/locales';
import { getEditorArticle, getEditorPage } from '../api/get-editor-page';

/** What the page editor edits in place: a CMS page by its path below the locale, or a magazine article's body. */
export type EditorSource = { type: 'page'; path: string } | { type: 'article'; id: number };

/** The owner that holds the modules at its top, as writes name it. */
export interface BodyOwner {
  type: 'page' | 'article';
  id: number;
}

/** The modules being edited, with the revision writes name. */
export interface EditedBody {
  owner: BodyOwner;
  revision: number;
  modules: PageModule[];
  urls: LocalisedUrls;
  /** Where the publication of the page or the article's body stands. */
  publication: PagePublication | null;
}

export async function loadEditedBody(source: EditorSource, locale: Locale, signal?: AbortSignal): Promise<EditedBody> {
  if (source.type === 'article') {
    const article = await getEditorArticle(source.id, locale, signal);
    return { owner: { type: 'article', id: article.id }, revision: article.revision, modules: article.modules, urls: article.urls, publication: article.publication };
  }
  const page = await getEditorPage(source.path, locale, signal);
  return { owner: { type: 'page', id: page.id }, revision: page.revision, modules: page.modules, urls: page.urls, publication: page.publication ?? null };
}

/** The same body in the other language: an article by its id, a page by its address there (none when it has none). */
export function otherLanguageSource(source: EditorSource, body: EditedBody | null, other: Locale): EditorSource | null {
  if (source.type === 'article') return source;
  const url = body?.urls[other];
  return url ? { type: 'page', path: url.replace(new RegExp(`^/${other}(/|$)`), '') } : null;
}

/** The source the shell or a remote names in the parcel's data: `{ article: id }`, else the page's `path`. */
export function editorSourceOf(data: Record<string, unknown> | undefined): EditorSource {
  if (typeof data?.article === 'number') return { type: 'article', id: data.article };
  return { type: 'page', path: typeof data?.path === 'string' ? data.path : '' };
}
