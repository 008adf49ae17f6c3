import { httpsUrl } from '@festival/shared/media/embed-hosts';

/**
 * Where an embed loads from. Editors paste a provider's URL (video) or snippet (audio, viewer,
 * social media); the page renders its own iframe from the parts it can trust instead of the
 * pasted markup, so nothing from the snippet runs.
 */

export interface EmbedFrame {
  src: string;
  title: string;
  height: number | null;
}

/** The iframe of a pasted snippet (parsed inertly: DOMParser runs no scripts), https only. */
export function snippetFrame(embed: string): EmbedFrame | null {
  const iframe = new DOMParser().parseFromString(embed, 'text/html').querySelector('iframe');
  const url = httpsUrl(iframe?.getAttribute('src'));
  if (!iframe || !url) return null;
  const height = Number.parseInt(iframe.getAttribute('height') ?? '', 10);
  return { src: url.href, title: iframe.getAttribute('title') ?? '', height: Number.isFinite(height) && height > 0 ? height : null };
}

/** A snippet without an iframe (e.g. a social post's blockquote): its first https link. */
export function snippetLink(embed: string): { href: string; text: string } | null {
  const anchor = new DOMParser().parseFromString(embed, 'text/html').querySelector('a[href]');
  const url = httpsUrl(anchor?.getAttribute('href'));
  return anchor && url ? { href: url.href, text: anchor.textContent?.trim() || url.hostname } : null;
}
