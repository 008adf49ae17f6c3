import type { Locale } from '../i18n/locales';
import type { RemoteModuleId } from '../remotes/remote-modules';

/** What the server writes into a document's <head> for one route (spec §2, issue: server-rendered head). */
export interface HeadData {
  title: string;
  description: string;
  image?: string | null;
  ogType?: 'website' | 'article' | 'event';
  /** The same page in each language; routes of the table derive it, CMS pages give their urls map. */
  alternates?: Partial<Record<Locale, string>>;
  jsonLd?: object[];
  /** CMS pages: their ancestors below the home page, top first (BreadcrumbList). */
  ancestors?: BreadcrumbItem[];
  /** Parcels the page mounts besides its route's own (CMS modules a remote renders): their styles are linked. */
  remoteModules?: RemoteModuleId[];
  /** The full-width picture above the fold, the page's largest paint: preloaded at high priority. */
  lcpImage?: string | null;
}

/** One step of a breadcrumb: a name and the root-relative path of its page. */
export interface BreadcrumbItem {
  name: string;
  path: string;
}
