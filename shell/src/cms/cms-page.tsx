import { useContext, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { routeLoadInput } from '@festival/shared/ssr/route-data';
import { ModuleAnswersContext, ServerModulesContext, useServedPage, type ServerModuleSlot } from '@festival/shared/ssr/server-slot';
import type { CmsPageData } from '@festival/shared/ssr/shell-page';
import { isApiError } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { BlockList } from '@festival/shared/blocks/block-list';
import { useHashScroll } from '@festival/shared/scroll/use-hash-scroll';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { useSessionStore } from '@festival/shared/stores/session-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { HomeSlidesSkeleton, PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { useChromeStore } from '../chrome/chrome-store';
import { ErrorPage } from '../errors/error-page';
import { Breadcrumb } from './breadcrumb';
import { loadCmsPage } from './load-cms-page';
import { cmsPageTitle } from '@festival/shared/head/object-titles';
import { usePageSubject } from '@festival/shared/stores/page-title-store';
import { EditLoginModal } from './edit-login-modal';
import { PageStatusNotice } from './page-status-notice';

const NO_MODULES: ReadonlyMap<string, ServerModuleSlot> = new Map();
const NO_ANSWERS: Readonly<Record<string, unknown>> = {};

export interface CmsPageProps {
  /** The page path below the locale: "" for the home page, "agb", "ueber-uns/team". */
  path: string;
  parcelProps: ParcelProps;
}

/** A page of the page editor rendered from its modules; the 404 page when the api has none. */
export function CmsPage({ path, parcelProps }: CmsPageProps) {
  const { locale } = parcelProps;
  const { pathname, hash, key } = useLocation();
  // Spec §2: v is a page version, for editors only (the server drops it for visitors).
  const isEditor = useSessionStore((state) => state.editor !== null);
  const versionId = isEditor ? parcelProps.query.v : undefined;
  // Spec §2: edit turns on editing for editors; the page is read again when it ends, with the edits.
  const editing = isEditor && 'edit' in parcelProps.query && versionId === undefined;
  // An editor's preview shows the draft exactly as visitors will see it once it is published.
  const preview = isEditor && 'preview' in parcelProps.query && versionId === undefined && !editing;
  const draft = editing || preview;
  // The page the server rendered with (the published page) is shown without asking again.
  const served = useServedPage<CmsPageData>('cms', path, locale);
  const initial = versionId === undefined && !draft ? served : undefined;
  // Read again on every change of mode: the page editor has its own copy, so the draft may have changed while editing.
  const loaded = useApiData(
    (signal) => loadCmsPage({ ...routeLoadInput(parcelProps), pagePath: path }, signal, { versionId, draft }, { withAnswers: !editing }),
    [path, locale, versionId, editing, preview],
    initial,
  );
  // The server rendered the remote modules of the page it served: for that page only, not for a version or another page.
  const servedModules = useContext(ServerModulesContext);
  const isServed = loaded.status === 'ready' && initial !== undefined && loaded.data === initial;
  const modules = isServed ? servedModules : NO_MODULES;
  const answers = loaded.status === 'ready' ? loaded.data.answers : NO_ANSWERS;
  const editorProps = useMemo(() => ({ ...parcelProps, data: { path } }), [parcelProps, path]);
  const setAlternates = useAlternatesStore((state) => state.setAlternates);
  // Spec §9: a hash in the address (on load or after a route change) scrolls to its anchor.
  useHashScroll(hash, key);

  useEffect(() => {
    if (loaded.status !== 'ready') return;
    const { page } = loaded.data;
    setAlternates(pathname, page.urls);
    useChromeStore.getState().setLandingPath(page.is_landing_page ? pathname : null);
    const { id, revision, is_online, version_id, publication } = page;
    useCmsPageStore.getState().show({ pathname, id, revision, is_online, version_id, publication: publication ?? null }, loaded.reload);
  }, [loaded, pathname, setAlternates]);
  useEffect(() => () => useCmsPageStore.getState().leave(pathname), [pathname]);

  usePageSubject(loaded.status === 'ready' ? { title: cmsPageTitle(loaded.data.page) } : null);

  if (loaded.status === 'loading') return path === '' ? <HomeSlidesSkeleton /> : <PageHeaderSkeleton />;
  if (loaded.status === 'error') return <ErrorPage status={isApiError(loaded.error) && loaded.error.status > 0 ? loaded.error.status : 500} />;

  const data = loaded.data.page;
  const heading = data.headline || data.title;
  const isHome = path === '';
  return (
    <article className={`sh-cms-page${data.is_landing_page ? ' sh-cms-page--landing' : ''}`} data-page-code="page-cms">
      {!isHome && <Breadcrumb ancestors={data.ancestors} current={data.title} />}
      <h1 className={isHome ? 'fs-visually-hidden' : 'sh-page-title'}>{heading}</h1>
      <PageStatusNotice page={data} pathname={pathname} preview={preview} editMode={isEditor && 'edit' in parcelProps.query} />
      <EditLoginModal parcelProps={parcelProps} pathname={pathname} />
      {editing ? (
        <RemoteParcel module="mf_editor/page-editor" props={editorProps} className="sh-page-editor" />
      ) : (
        <ServerModulesContext.Provider value={modules}>
          <ModuleAnswersContext.Provider value={answers}>
            <BlockList modules={data.modules} parcelProps={parcelProps} />
          </ModuleAnswersContext.Provider>
        </ServerModulesContext.Provider>
      )}
    </article>
  );
}
