import type { Locale } from '../i18n/locales';
import type { RouteName, RouteParams } from '../routes/route-table';

/** What the shell knows of the visitor; null while anonymous. */
export interface ParcelUser {
  first_name: string;
  last_name: string;
  email: string;
  is_editor: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * The typed contract between the shell and every remote parcel (architecture: parcel props).
 * A remote reads only these props; it navigates only through navigate().
 */
export interface ParcelProps {
  locale: Locale;
  /** The shell route the parcel is mounted for; unlocalised areas (webshop, cms-hub) pass null. */
  routeName: RouteName | null;
  params: RouteParams;
  /** The current query string as key/value pairs. */
  query: Record<string, string>;
  navigate: (to: string, options?: NavigateOptions) => void;
  user: ParcelUser | null;
  /** Extra input for embedded parcels (a CMS module's fields, an event id for the booking widget). */
  data?: Record<string, unknown>;
  /** The route data the server rendered this parcel with (see ssr/route-data.ts); absent after client navigation. */
  initialData?: unknown;
  /** Set by the shell's RemoteParcel: loads and mounts the parcel again after it failed. */
  retry?: () => void;
}
