import { anchorId, type BlockProps } from '@festival/shared/blocks/block-types';
import { videoEmbedUrl } from '@festival/shared/media/embed-hosts';
import { snippetFrame, snippetLink } from '@festival/shared/media/embed-sources';
import { moduleImage } from '@festival/shared/media/module-image';
import { useHydrated } from '@festival/shared/ssr/use-hydrated';
import { useConsent } from '@festival/shared/stores/consent-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ConsentGate } from '@festival/shared/ui/consent-gate';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';

/*
 * Spec §9: video, audio, document and social embeds are external media; each waits behind a
 * consent placeholder, so no request reaches the provider before the visitor agrees.
 */

interface VideoFields {
  video_url: string;
  title: string;
  length: string;
  image: string | null;
  image_obj: Parameters<typeof moduleImage>[0]['image_obj'];
}

function VideoFigure({ video }: { video: VideoFields }) {
  const { t } = useLocaleT();
  const src = videoEmbedUrl(video.video_url);
  const poster = moduleImage(video);
  const allowed = useConsent('external_media');
  const label = video.title || t('embed.video');
  return (
    <figure className="fs-video">
      <ConsentGate category="external_media" label={label}>
        {src ? (
          <iframe className="fs-video__frame" src={src} title={label} allow="fullscreen; picture-in-picture" loading="lazy" />
        ) : (
          <Link href={video.video_url}>{label}</Link>
        )}
      </ConsentGate>
      {poster && !allowed && <ResponsiveImage className="fs-video__poster" image={poster.src} alt={poster.alt} focus={poster.focus} sizes="(min-width: 64em) 50vw, 100vw" />}
      {(video.title || video.length) && (
        <figcaption>
          {video.title}
          {video.length && <span className="fs-video__length"> {t('embed.length', { length: video.length })}</span>}
        </figcaption>
      )}
    </figure>
  );
}

export function VideoBlock({ module }: BlockProps<'Video'>) {
  return (
    <div className="fs-block" id={anchorId(module.anchor)}>
      <VideoFigure video={module} />
    </div>
  );
}

export function VideoListBlock({ module }: BlockProps<'VideoList'>) {
  if (module.children.length === 0) return null;
  return (
    <ul className="fs-block fs-video-list" id={anchorId(module.anchor)}>
      {module.children.map((video, index) => (
        <li key={`${video.video_url}-${index}`}>
          <VideoFigure video={video} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A pasted snippet is read with the browser's DOMParser, so the server and the hydrating render
 * show its consent placeholder under the module's generic title; the snippet's own title (and a
 * snippet with nothing to show, removed) follow once hydrated. Nothing inside loads before consent.
 */
function SnippetEmbed({ embed, fallbackTitle, className }: { embed: string; fallbackTitle: string; className: string }) {
  const hydrated = useHydrated();
  const frame = hydrated ? snippetFrame(embed) : null;
  const link = hydrated && !frame ? snippetLink(embed) : null;
  if (hydrated && !frame && !link) return null;
  const title = frame?.title || fallbackTitle;
  return (
    <div className={`fs-block ${className}`}>
      <ConsentGate category="external_media" label={title}>
        {frame ? (
          <iframe className="fs-embed__frame" src={frame.src} title={title} height={frame.height ?? undefined} loading="lazy" />
        ) : (
          link && <Link href={link.href}>{link.text}</Link>
        )}
      </ConsentGate>
    </div>
  );
}

export function AudioBlock({ module }: BlockProps<'Audio'>) {
  const { t } = useLocaleT();
  return <SnippetEmbed embed={module.embed} fallbackTitle={t('embed.audio')} className="fs-embed fs-embed--audio" />;
}

export function ViewerBlock({ module }: BlockProps<'Viewer'>) {
  const { t } = useLocaleT();
  return <SnippetEmbed embed={module.embed} fallbackTitle={t(`embed.${module.media_type}`)} className="fs-embed fs-embed--viewer" />;
}

export function SocialMediaBlock({ module }: BlockProps<'SocialMedia'>) {
  const { t } = useLocaleT();
  return <SnippetEmbed embed={module.embed} fallbackTitle={t('embed.social')} className="fs-embed fs-embed--social" />;
}
