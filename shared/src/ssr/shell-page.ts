import type { Page } from '../api-schemas/content';
import type { HeadData } from '../head/head-data';
import type { RouteLoadInput } from './route-data';
import type { ServerPage, ServerPageKind } from './server-slot';

/** What a page the shell draws loads from: the route's input and the path below the locale (a CMS page's). */
export interface ShellPageInput extends RouteLoadInput {
  pagePath: string;
}

/**
 * The server side of a page the shell draws (src/<page>/<page>.server.ts in the shell, beside
 * its component): the key its data is matched by while hydrating, the load the component calls
 * too, and the document's head built from what the load returned.
 */
export interface ShellServerPage<Data> {
  kind: ServerPageKind;
  /** What the data is loaded for; null when the route loads nothing (a search without text). */
  key: (input: ShellPageInput) => string | null;
  load: (input: ShellPageInput, signal: AbortSignal) => Promise<Data>;
  /** undefined leaves the head to the route's resolver in the api (a search's reads nothing). A method: a table of pages holds them as pages of unknown data. */
  head(data: Data, input: ShellPageInput): HeadData | undefined;
}

/** A shell page loaded for a document: the data the page renders and hydrates from, and the head built from it. */
export interface LoadedShellPage {
  page: ServerPage;
  head: HeadData | undefined;
}

/** A CMS page's data: the page and what its modules load for themselves (containers, also nested; forms), by api path. */
export interface CmsPageData {
  page: Page;
  answers: Record<string, unknown>;
}
