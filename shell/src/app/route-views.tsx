import type { ComponentType } from 'react';
import type { RemoteModuleId } from '@festival/shared/remotes/remote-modules';
import { ROUTE_REMOTES, type RemoteRouteName } from '@festival/shared/remotes/route-remotes';
import { matchRoute, type RouteName } from '@festival/shared/routes/route-table';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { ErrorPage } from '../errors/error-page';
import { lazyPage } from './lazy-page';

export interface ShellPageProps {
  parcelProps: ParcelProps;
  /** The path below the locale, for pages the page editor owns. */
  pagePath: string;
}

/** What a route shows: a remote's parcel or one of the shell's own pages. */
export type RouteView =
  | { remote: RemoteModuleId }
  /** `preload`: a page whose code loads on demand (lazy-page.ts). */
  | { page: ComponentType<ShellPageProps> & { preload?: () => Promise<unknown> } };

const SearchPage = lazyPage(() => import('../search/search-page'));
const FormPage = lazyPage(() => import('../forms/form-page'));
const UserPage = lazyPage(() => import('../user/user-page'));
const SettingsPage = lazyPage(() => import('../user/settings-page'));
const LoginPage = lazyPage(() => import('../user/login-page'));
const SignUpPage = lazyPage(() => import('../user/signup-page'));
const LogoutPage = lazyPage(() => import('../user/logout-page'));
const MyFestivalPage = lazyPage(() => import('../my-festival/my-festival-page'));

// A named chunk: the document's start script preloads it where the server sent a page of the
// page editor (index.html).
const CmsRoutePage = lazyPage(() => import(/* webpackChunkName: "page-cms" */ '../cms/cms-page').then(({ CmsPage }) => ({
  default: ({ parcelProps, pagePath }: ShellPageProps) => <CmsPage path={pagePath} parcelProps={parcelProps} />,
})));

const cms: RouteView = { page: CmsRoutePage };

const remoteViews = Object.fromEntries(
  Object.entries(ROUTE_REMOTES).map(([name, remote]) => [name, { remote }]),
) as Record<RemoteRouteName, RouteView>;

/** Every route of the table has a view (spec §2); the type makes a missing one a compile error. */
export const ROUTE_VIEWS: Record<RouteName, RouteView> = {
  ...remoteViews,
  index: cms,
  'forms-slug-id': { page: FormPage },
  search: { page: SearchPage },
  'legals-agb': cms,
  'legals-privacy': cms,
  'legals-imprint': cms,
  'error-404': { page: () => <ErrorPage status={404} /> },
  'user-profile': { page: UserPage },
  'user-settings': { page: SettingsPage },
  'user-login': { page: LoginPage },
  'user-signup': { page: SignUpPage },
  'user-logout': { page: LogoutPage },
  'my-festival': { page: MyFestivalPage },
  'cms-page': cms,
};

/** Loads the code of the shell's own page at `pathname`, if it loads on demand: before hydrating it. */
export async function preloadRouteView(pathname: string): Promise<void> {
  const name = matchRoute(pathname)?.name;
  const view = name ? ROUTE_VIEWS[name] : undefined;
  if (view && 'page' in view) await view.page.preload?.();
}
