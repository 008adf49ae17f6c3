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

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim().replace(/&amp;/g, '&'));
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function attributeValues(markup: string, names: RegExp): string[] {
  return [...markup.matchAll(ADDRESS_ATTRIBUTE)]
    .filter((match) => names.test(match[1] ?? ''))
    .map((match) => match[2] ?? match[3] ?? match[4] ?? '');
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
