import type { ShellServerPage } from '@festival/shared/ssr/shell-page';
import { loadSearch, searchKey, type SearchAnswer } from './load-search';

/** The search page on the server; its head reads nothing of the results (the route's resolver gives it). */
export const searchServerPage: ShellServerPage<SearchAnswer> = { kind: 'search', key: searchKey, load: loadSearch, head: () => undefined };
