import { isLocale, type Locale } from '@festival/shared/i18n/locales';
import { decodedPath } from '@festival/shared/routes/locale-target';
import { isDetailRoute, localisedPath, matchRoute, matchUnlocalisedRoute, routeSearch, WEBSHOP_ROUTE_NAMES, type RouteMatch } from '@festival/shared/routes/route-table';
import { parseProductionsQuery, parseProgrammeQuery } from '@festival/shared/validation/programme-query';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/tables/users.table';
import { breadcrumbTrail } from './head/breadcrumb-trail';
import { headResolvers } from './head/head-registry';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import { errorTitle, pageTitle } from '@festival/shared/head/page-title';
import type { HeadData } from '@festival/shared/head/head-data';
import { breadcrumbJsonLd } from '@festival/shared/head/json-ld';
import { shareImage } from './head/share-image';
import { isEditor } from '../plugins/app/require-editor';
import { applyPageRules } from './page-rules';
import { documentPreloads, type DocumentPreloads, type PagePreloads } from './remotes/document-preloads';
import { RemoteManifests } from './remotes/remote-manifests';
import { ChromeDataCache } from './chrome/chrome-data-cache';
import { renderDocument, type RenderedRoot } from './render/render-document';
import { modulesOf } from '@festival/shared/api-client/page-api-paths';
import { pagePathOf } from '@festival/shared/routes/cms-page-routes';
import type { CmsPageData, LoadedShellPage } from '@festival/shared/ssr/shell-page';
import { visitorFetch } from './render/inject-fetch';
import { routeRemote, WEBSHOP_REMOTE } from '@festival/shared/remotes/route-remotes';
import { isServerRenderedWebshopPage, parseWebshopPath } from '@festival/shared/routes/webshop-paths';
import type { ServerModuleSlot, ServerPage, ServerSlot } from '@festival/shared/ssr/server-slot';
import { serverRenderableBlocks } from '@festival/shared/remotes/block-remotes';
import type { ShellRenderer } from './render/shell-renderer';
import type { ShellTemplate } from './render/shell-template';
import { RemoteSlots } from './render/remote-slots';
import { withSlotMarkup } from './render/slot-markup';

export type DocumentAnswer =
  | { kind: 'document'; status: 200 | 404 | 503; html: string }
  /** 302 to the visitor's locale (it depends on them), 301 for moved pages, one true URL and a dropped `v`. */
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'not-built' };

export interface DocumentRequest {
  /** Decoded path without query. */
  pathname: string;
  /** "?…" or empty. */
  search: string;
  origin: string;
  /** The detected locale (cookie, Accept-Language, de). */
  locale: Locale;
  /** The signed-in account, if any: logged-in users keep `v`, editors see a site switched offline. */
  user: UserRow | null;
  /** The visitor's address (request.ip): calls made for them count against their rate limits. */
  clientAddress: string;
}

function defaultHead(locale: Locale): HeadData {
  const texts = HEAD_TEXTS[locale];
  return { title: texts.siteName, description: texts.siteDescription, ogType: 'website' };
}

function errorHead(locale: Locale, page: 'error-404' | 'site-offline'): HeadData {
  const text = HEAD_TEXTS[locale].pages[page];
  return { title: errorTitle(page === 'error-404' ? 404 : 503, locale), description: text.description, ogType: 'website' };
}

/** A detail page asked for under another slug than its own: the path it lives at, else null. */
function otherSlugTarget(match: RouteMatch, head: HeadData, pathname: string): string | null {
  const own = isDetailRoute(match.name) ? head.alternates?.[match.locale] : undefined;
  return own && decodedPath(own) !== decodedPath(pathname.replace(/\/+$/, '')) ? own : null;
}

/** Spec §5: a programme or productions URL whose date or filter values do not parse is a not-found page. */
/** A webshop event page rendered for a ticketing id no event has. */
function namesNoEvent(slot: ServerSlot | null): boolean {
  const data = slot?.data;
  return typeof data === 'object' && data !== null && 'event' in data && data.event === null;
}

function hasInvalidQuery(match: RouteMatch, query: Record<string, string>): boolean {
  if (match.name === 'events') return !parseProgrammeQuery(query).ok;
  if (match.name === 'productions') return !parseProductionsQuery(query).ok;
  return false;
}

/** The route's parcel, the page's remote modules (they hydrate once near the viewport) and its first picture. */
function pagePreloads(match: RouteMatch | null, head: HeadData): PagePreloads {
  const own = match ? routeRemote(match.name) : null;
  return { modules: own ? [own] : [], hydratedLater: head.remoteModules ?? [], lcpImage: head.lcpImage };
}

/**
 * Answers HTML documents: the shell's index.html with the route's head filled in and, for the
 * site's pages, #root rendered on the server (the CMS hub and the dashboard stay client-only).
 */
export class DocumentService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly template: ShellTemplate,
    private readonly shell: ShellRenderer,
    private readonly manifests = new RemoteManifests(app.config, () => app.clock().getTime(), app.log),
    private readonly slots = new RemoteSlots(app),
    private readonly chrome = new ChromeDataCache(app),
  ) {}

  async answer(request: DocumentRequest): Promise<DocumentAnswer> {
    const { pathname, search, origin } = request;
    // The page reads only its route's parameters: with any others it renders as without them.
    const query = Object.fromEntries(new URLSearchParams(routeSearch(pathname, search)));
    const firstSegment = pathname.split('/')[1] ?? '';
    const unlocalised = matchUnlocalisedRoute(pathname);
    const template = await this.template.get();
    if (template === null) return { kind: 'not-built' };

    const rule = await applyPageRules(this.app, { pathname, search, user: request.user, locale: request.locale });
    if (rule?.kind === 'moved') return { kind: 'redirect', status: rule.status, location: rule.location };
    if (rule?.kind === 'not-found') {
      const root = await this.renderRoot(request, rule.locale, null);
      const html = renderDocument(template, errorHead(rule.locale, 'error-404'), { locale: rule.locale, origin, path: pathname, noIndex: true, root });
      return { kind: 'document', status: 404, html };
    }
    if (rule?.kind === 'site-offline') {
      const locale = isLocale(firstSegment) ? firstSegment : request.locale;
      const html = renderDocument(template, errorHead(locale, 'site-offline'), { locale, origin, path: pathname, noIndex: true });
      return { kind: 'document', status: 503, html };
    }

    if (unlocalised) {
      const page = WEBSHOP_ROUTE_NAMES.includes(unlocalised.name) ? 'webshop' : 'cms-hub';
      const text = HEAD_TEXTS[request.locale].pages[page];
      const head: HeadData = { title: pageTitle({ name: unlocalised.name, locale: request.locale }) ?? text.title, description: text.description, ogType: 'website' };
      if (page !== 'webshop') return { kind: 'document', status: 200, html: renderDocument(template, head, { locale: request.locale, origin, path: pathname }) };
      const [preloads, slot] = await Promise.all([
        documentPreloads(this.manifests, { modules: [WEBSHOP_REMOTE] }),
        this.webshopSlot(request.locale, unlocalised.rest, query),
      ]);
      // Spec §8: a path no webshop page answers is an unknown route, its not-found page a 404;
      // so is an event page whose ticketing id names no event (the slot's data says so: null).
      const known = parseWebshopPath(unlocalised.rest).name !== 'not-found' && !namesNoEvent(slot);
      return this.pageDocument(request, template, known ? head : errorHead(request.locale, 'error-404'), {
        locale: request.locale, preloads, slot, page: null, modules: [], notFound: !known,
      });
    }

    const match = matchRoute(pathname);
    const locale = (match?.locale ?? firstSegment) as Locale;
    const valid = match !== null && !hasInvalidQuery(match, query);
    // The route's data first: the head is built from the data the page is rendered with (the
    // remote's slot, or the page the shell draws), so each object is read once; the resolver
    // reads it only when neither was loaded here (no server build, a signed-in visitor).
    const [slot, shellPage] = valid ? await Promise.all([this.routeSlot(match, locale, query), this.routePage(request, match, query)]) : [null, null];
    const page = shellPage?.page ?? null;
    const built = slot?.head !== undefined ? slot.head : shellPage?.head;
    const resolver = match ? headResolvers[match.name] : undefined;
    const head = !valid
      ? null
      : built !== undefined ? built : resolver ? await resolver(this.app, match, { editor: isEditor(request.user) }) : defaultHead(locale);
    if (!head) {
      const root = await this.renderRoot(request, locale, null);
      const html = renderDocument(template, errorHead(locale, 'error-404'), { locale, origin, path: pathname, noIndex: true, root });
      return { kind: 'document', status: 404, html };
    }
    // One URL per object: a wrong slug is moved for good to the object's own, query kept.
    const own = match && otherSlugTarget(match, head, pathname);
    if (own) return { kind: 'redirect', status: 301, location: `${own}${search}` };
    // Routes of the table have the same page in both languages; CMS pages name theirs.
    const alternates = head.alternates ?? (match && match.name !== 'cms-page'
      ? { de: localisedPath(match, 'de'), en: localisedPath(match, 'en') }
      : undefined);
    const canonicalPath = alternates?.[locale] ?? pathname;
    const trail = match ? breadcrumbTrail(match, head, canonicalPath) : null;
    const jsonLd = trail ? [...(head.jsonLd ?? []), breadcrumbJsonLd(trail)] : head.jsonLd;
    const preloads = await documentPreloads(this.manifests, pagePreloads(match, head));
    const modules = match ? await this.moduleSlots(page, match, query) : [];
    const image = await shareImage(this.app.db.kysely, head.image);
    return this.pageDocument(request, template, { ...head, image, alternates, jsonLd }, { locale, preloads, slot, page, modules });
  }

  /**
   * A 200 document with #root rendered around the route's slot, page data and the page's remote
   * modules; a 404, not indexed, when the slot is a not-found page of its own (the webshop's).
   */
  private async pageDocument(
    request: DocumentRequest,
    template: string,
    head: HeadData,
    { locale, preloads, slot, page, modules, notFound = false }: {
      locale: Locale; preloads: DocumentPreloads; slot: ServerSlot | null; page: ServerPage | null; modules: ServerModuleSlot[]; notFound?: boolean;
    },
  ): Promise<DocumentAnswer> {
    const root = await this.renderRoot(request, locale, slot, page, modules);
    const html = renderDocument(template, head, { locale, origin: request.origin, path: request.pathname, preloads, root, noIndex: notFound });
    // Without the shell's server build the slot still goes into the page, readable without JavaScript.
    return { kind: 'document', status: notFound ? 404 : 200, html: !root && slot ? withSlotMarkup(html, slot) : html };
  }

  /**
   * The route's main slot rendered by its remote's server build (render/remote-slots.ts);
   * null renders the skeleton the browser shows while the remote loads.
   */
  private async routeSlot(match: RouteMatch | null, locale: Locale, query: Record<string, string>): Promise<ServerSlot | null> {
    const module = match ? routeRemote(match.name) : null;
    if (!match || !module) return null;
    return this.slots.render({ module, locale, routeName: match.name, params: match.params, query });
  }

  /** A webshop page that needs no cart (the calendar, an event, the start, the order lookup) rendered by the shop's server build. */
  private async webshopSlot(locale: Locale, rest: string, query: Record<string, string>): Promise<ServerSlot | null> {
    if (!isServerRenderedWebshopPage(parseWebshopPath(rest))) return null;
    return this.slots.render({ module: WEBSHOP_REMOTE, locale, routeName: null, params: { '*': rest }, query });
  }

  /**
   * A CMS page's modules drawn by remotes (event lists, teasers), each rendered by its remote's
   * server build from its fields; one that cannot be rendered is left to the browser.
   */
  private async moduleSlots(page: ServerPage | null, match: RouteMatch, query: Record<string, string>): Promise<ServerModuleSlot[]> {
    if (page?.kind !== 'cms') return [];
    const { page: cmsPage, answers } = page.data as CmsPageData;
    const blocks = serverRenderableBlocks([cmsPage.modules, ...Object.values(answers).map(modulesOf)]);
    const rendered = await Promise.all(blocks.map(async ({ module, slug, fields }) => {
      const slot = await this.slots.render({ module, locale: match.locale, routeName: match.name, params: match.params, query, data: { module: fields } });
      return slot && { ...slot, slug };
    }));
    return rendered.filter((slot) => slot !== null);
  }

  /**
   * The data of a page the shell draws (a CMS page, search results, a form), loaded by the page's
   * own load in the shell's server build (render/shell-renderer.ts), as the visitor: a search counts
   * against their rate limit once, for the browser does not search again. Anonymous visitors
   * only, whose page is the live one.
   */
  private async routePage(request: DocumentRequest, match: RouteMatch | null, query: Record<string, string>): Promise<LoadedShellPage | null> {
    if (request.user || !match) return null;
    const { name: routeName, locale, params } = match;
    return this.shell.page({
      locale, routeName, params, query,
      pagePath: pagePathOf(request.pathname, locale),
      fetch: visitorFetch(this.app, request.clientAddress),
      now: () => this.app.clock(),
    });
  }

  /** #root rendered by the shell's server build with the chrome data, or undefined: the page as before. */
  private async renderRoot(
    request: DocumentRequest, locale: Locale, slot: ServerSlot | null, page: ServerPage | null = null, modules: ServerModuleSlot[] = [],
  ): Promise<RenderedRoot | undefined> {
    const url = `${request.pathname}${routeSearch(request.pathname, request.search)}`;
    const rendered = await this.shell.render(async () => ({ url, locale, chrome: await this.chrome.get(locale), slot, page, modules }));
    if (!rendered) return undefined;
    const { chrome } = rendered.input;
    const servedModules = modules.map(({ slug, module, data }) => ({ slug, module, data }));
    return { html: rendered.html, payload: { chrome, slot: slot && { module: slot.module, data: slot.data }, page, modules: servedModules } };
  }
}
