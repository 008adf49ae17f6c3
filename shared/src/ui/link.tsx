import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { href as routeHref, type RouteName, type RouteParams } from '@festival/shared/routes/route-table';
import { useLocale, useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** A route of the table by name and params, or a path or address the api already resolved. */
export type LinkTarget =
  | { to: RouteName; params?: RouteParams; query?: Record<string, string>; href?: never }
  | { href: string; to?: never; params?: never; query?: never };

export type LinkProps = AnchorProps & LinkTarget & { children: ReactNode };

/** Spec §5: a link is external if it does not start with "/". */
export function isExternal(target: string): boolean {
  return !target.startsWith('/') && !target.startsWith('#');
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function Link({ to, params, query, href, children, onClick, target, ...rest }: LinkProps) {
  const locale = useLocale();
  const navigate = useNavigateTo();
  const { t } = useLocaleT();
  const qs = query ? new URLSearchParams(query).toString() : '';
  const url = to ? `${routeHref(to, params, locale)}${qs ? `?${qs}` : ''}` : (href ?? '');
  if (isExternal(url)) {
    // Spec §2: external links open in a new tab.
    return (
      <a {...rest} href={url} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <span className="fs-visually-hidden"> {t('link.newWindow')}</span>
      </a>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || target || url.startsWith('#') || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(url);
  };
  // The fixed props before the spread: V8 copies `rest` (one of dozens of shapes) and then adds to
  // the copy slowly, which made Link a fifth of the shell's server render. `rest` holds none of them.
  return (
    <a href={url} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
