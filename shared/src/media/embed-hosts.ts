/**
 * Spec §5: which providers an embed may come from. Videos are YouTube or Vimeo; audio embeds
 * come from SoundCloud, Spotify or Podigee (the older editor also took Apple Podcasts); viewer
 * embeds from issuu (also Kuula panoramas and Sketchfab models); social-media embeds from
 * Instagram, Facebook, Twitter and X. A host also covers its subdomains (player.vimeo.com,
 * literaturfest.podigee.io). The editor's checks, the api's checks and the HTML module's
 * sanitiser read these lists; the page renders frames only from a provider's https address.
 */
export const EMBED_HOSTS = {
  video: ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com'],
  audio: ['soundcloud.com', 'spotify.com', 'podigee.io', 'podigee.com', 'podcasts.apple.com'],
  viewer: ['issuu.com', 'kuula.co', 'sketchfab.com'],
  social: ['instagram.com', 'facebook.com', 'twitter.com', 'x.com'],
} as const;
export type EmbedKind = keyof typeof EMBED_HOSTS;

/** Every provider of every kind: the hosts an embedded frame may load from. */
export const ALL_EMBED_HOSTS: readonly string[] = Object.values(EMBED_HOSTS).flat();

export function isHostOf(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** src, href and data-* addresses of a snippet; read as text, so it works without a DOM (api and browser). */
const ADDRESS_ATTRIBUTE = /\b(src|href|data-[\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const IFRAME_TAG = /<iframe\b[^>]*>/gi;

/** The address as a URL when it is https, else null. */
export function httpsUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
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

/** Attribute values as the browser reads them: the one entity an address commonly holds decoded. */
function attributeValues(markup: string, names: RegExp): string[] {
  return [...markup.matchAll(ADDRESS_ATTRIBUTE)]
    .filter((match) => names.test(match[1] ?? ''))
    .map((match) => (match[2] ?? match[3] ?? match[4] ?? '').replace(/&amp;/g, '&'));
}

/**
 * A pasted snippet fits a kind when it points at one of the kind's providers over https and
 * every frame in it loads from one of them: a frame from elsewhere never passes.
 */
export function embedFitsHosts(kind: EmbedKind, snippet: string): boolean {
  const hosts = EMBED_HOSTS[kind];
  const frames = [...snippet.matchAll(IFRAME_TAG)].flatMap((tag) => attributeValues(tag[0], /^src$/i));
  if (frames.some((src) => { const url = httpsUrl(src); return !url || !isHostOf(url.hostname, hosts); })) return false;
  return attributeValues(snippet, /^(src|href|data-[\w-]+)$/i)
    .map(httpsUrl)
    .some((url) => url !== null && isHostOf(url.hostname, hosts));
}
