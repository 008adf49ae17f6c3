import { useLayoutEffect, useRef } from 'react';
import type { CustomErrorHtml } from './custom-error-html';

export interface ShadowHtmlProps {
  html: CustomErrorHtml;
  /** In-app navigation for the page's own links to this site. */
  onNavigate: (to: string) => void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/**
 * Sanitised markup with its own styles in a shadow root: the custom page's CSS cannot
 * restyle the site around it, nor the site's CSS the page.
 */
export function ShadowHtml({ html, onNavigate }: ShadowHtmlProps) {
  const hostRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    // textContent, never markup: nothing in the CSS can end the style element.
    style.textContent = html.style;
    const content = document.createElement('div');
    content.innerHTML = html.body;
    root.replaceChildren(style, content);

    const onClick = (event: Event) => {
      if (!(event instanceof MouseEvent) || !isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a');
      const href = link?.getAttribute('href');
      if (!link || !href || link.target || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      onNavigate(href);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [html, onNavigate]);

  return <div ref={hostRef} className="sh-error-custom" />;
}
