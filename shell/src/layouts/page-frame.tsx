import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { setLanguage } from '@festival/shared/i18n/i18n-instance';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { AppProvider, useLocaleT } from '@festival/shared/ui/app-context';
import { queryToggling } from '@festival/shared/routes/editor-query';
import { Link } from '@festival/shared/ui/link';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { useShellNavigate, useParcelProps } from '../app/use-parcel-props';
import { OnlineStatus } from '../chrome/online-status';
import { useKeepOpenedPage } from '../service-worker/use-keep-opened-page';
import { CookieManager } from '../cookies/cookie-manager';
import { useErrorLayout } from '../errors/error-layout-store';
import { PageBoundary } from '../errors/page-boundary';
import { SiteHeader } from '../header/site-header';
import { useNavigationStore } from '../header/navigation-store';
import { rememberPageLocale } from '../locale/page-locale';
import { usePageLocale } from '../locale/use-page-locale';
import { releaseScrollPosition } from '../scroll/scroll-restoration';
import { LoadingBar } from '../loading/loading-bar';
import { ProgrammeOverlay } from '../overlay/programme-overlay';
import { PageRules } from '../page-rules/page-rules';
import { inOwnTask } from '../start/in-own-task';
import { StickyNav } from '../sticky-nav/sticky-nav';
import { useBodyClass } from './body-class';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import './layout.css';

/** Spec §2 query: noToolbar hides the editor toolbar; a small link in a corner brings it back. */
function EditorToolbar() {
  const { t } = useLocaleT('shell');
  const editor = useSessionStore((state) => state.editor);
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const parcelProps = useParcelProps(null, usePageLocale(pathname));
  // The toolbar's tools follow the page (its edit link, its versions): the path goes along.
  const props = useMemo(() => ({ ...parcelProps, data: { pathname } }), [parcelProps, pathname]);
  if (!editor) return null;
  if (query.has('noToolbar')) {
    return (
      <Link className="sh-show-toolbar" href={`${pathname}${queryToggling(Object.fromEntries(query), 'noToolbar', false)}`}>
        {t('editor.showToolbar')}
      </Link>
    );
  }
  return <RemoteParcel module="mf_editor/editor-toolbar" props={props} loading={null} className="sh-editor-toolbar" />;
}

/** An editor in edit mode: the sticky booking bar would cover the forms' buttons at the foot of the screen. */
function useEditing(): boolean {
  const editor = useSessionStore((state) => state.editor);
  const [query] = useSearchParams();
  return Boolean(editor) && query.has('edit');
}

/**
 * After an in-app change of page (not of its query), start at the top (Back and Forward return
 * to the entry's position instead, see scroll-restoration) and move focus to the main landmark,
 * so that screen readers start there too; a modal dialog that is open (the cookie dialog's
 * privacy link) keeps the focus.
 */
function useStartOfPageOnNavigation(mainRef: RefObject<HTMLElement | null>, pathname: string) {
  const first = useRef(true);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== NavigationType.Pop) {
      releaseScrollPosition();
      window.scrollTo({ top: 0 });
    }
    if (document.activeElement?.closest('[aria-modal="true"]')) return;
    mainRef.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the navigation type is read when the path changes; a change of type alone moves nothing
  }, [mainRef, pathname]);
}

export interface PageFrameProps {
  variant: 'default' | 'webshop';
  children: ReactNode;
}

/**
 * Everything around a page (spec §2 layouts): loading bar, skip link, cookie manager, editor
 * toolbar, top alert and header, main landmark, then for the default layout footer, sticky
 * navigation and programme overlay; sets the page language and loads session, settings and
 * menus for it.
 */
export function PageFrame({ variant, children }: PageFrameProps) {
  const { pathname } = useLocation();
  const locale = usePageLocale(pathname);
  const navigate = useShellNavigate();
  const mainRef = useRef<HTMLElement>(null);
  const errorLayout = useErrorLayout();
  const editing = useEditing();
  useStartOfPageOnNavigation(mainRef, pathname);
  useKeepOpenedPage();
  useBodyClass(pathname);

  useEffect(() => {
    document.documentElement.lang = locale;
    setLanguage(locale);
    inOwnTask(() => useSessionStore.getState().load(locale));
    inOwnTask(() => useNavigationStore.getState().load(locale));
  }, [locale]);

  useEffect(() => rememberPageLocale(pathname), [pathname]);

  useEffect(() => inOwnTask(() => useSettingsStore.getState().load()), []);

  return (
    <AppProvider locale={locale} navigate={navigate}>
      <LoadingBar />
      <SkipLink />
      <CookieManager />
      <EditorToolbar />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={`sh-main sh-main--${variant}`}>
        <PageBoundary resetKey={pathname}>
          <PageRules>{children}</PageRules>
        </PageBoundary>
      </main>
      <OnlineStatus />
      {variant === 'default' && <SiteFooter />}
      {variant === 'default' && !errorLayout && !editing && <StickyNav />}
      {variant === 'default' && !errorLayout && <ProgrammeOverlay />}
    </AppProvider>
  );
}
