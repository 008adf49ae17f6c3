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

function httpsUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Spec §5: videos come from YouTube or Vimeo; YouTube plays from its no-cookie host. */
export function videoEmbedUrl(videoUrl: string): string | null {
  const url = httpsUrl(videoUrl);
  if (!url) return null;
  const host = url.hostname.replace(/^www\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? /^\/embed\/([^/]+)/.exec(url.pathname)?.[1])
        : undefined;
  if (youtubeId && /^[\w-]{6,}$/.test(youtubeId)) return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)/.exec(url.pathname)?.[1] : host === 'player.vimeo.com' ? /^\/video\/(\d+)/.exec(url.pathname)?.[1] : undefined;
  return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null;
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
