import { ALL_EMBED_HOSTS } from '@festival/shared/media/embed-hosts';
import type { AppConfig } from '../../config';

/** The origins browsers load remotes from: each REMOTE_*_URL's, besides the site's own. */
export function remoteOrigins(config: Pick<AppConfig, 'remoteUrls'>): string[] {
  const origins = Object.values(config.remoteUrls).flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The site's Content-Security-Policy: code only from the site, its public origin and the
 * remotes' origins (plus, in documents, the template's inline scripts, each named by the
 * sha256 of its text), never eval; frames only from the embed providers; the site framed by
 * itself alone. Styles may be inline: the shell's fallback notice and custom error pages carry
 * style attributes.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'publicOrigin' | 'remoteUrls'>): (scriptHashes?: readonly string[]) => string {
  const code = ["'self'", ...new Set([config.publicOrigin, ...remoteOrigins(config)])].join(' ');
  const frames = ALL_EMBED_HOSTS.flatMap((host) => [`https://${host}`, `https://*.${host}`]).join(' ');
  const before = `default-src 'self'; script-src ${code}`;
  const after = [
    '',
    `style-src ${code} 'unsafe-inline'`,
    `img-src ${code} data: blob:`,
    `font-src ${code} data:`,
    `connect-src ${code}`,
    "media-src 'self' blob:",
    `frame-src 'self' ${frames}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  const plain = before + after;
  return (scriptHashes = []) => (scriptHashes.length ? `${before} ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}${after}` : plain);
}
