import { useState } from 'react';
import type { BlockProps } from '@festival/shared/blocks/block-types';
import { moduleImage } from '@festival/shared/media/module-image';
import { imageSources } from '@festival/shared/media/image-sources';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import './self-hosted-media.css';

/**
 * Spec §3 VideoSelfHosted: the festival's own file, so no consent is needed. When the file
 * cannot be played the poster stays with a notice instead of a broken player.
 */
export function VideoSelfHostedBlock({ module }: BlockProps<'VideoSelfHosted'>) {
  const { t } = useLocaleT();
  const [failed, setFailed] = useState(false);
  const poster = moduleImage(module);
  if (!module.file && !poster) return null;
  const unavailable = failed || !module.file;
  return (
    <figure className="fs-block fs-video fs-video--self-hosted">
      {unavailable ? (
        <div className="fs-video__unavailable">
          {poster && <ResponsiveImage className="fs-video__poster" image={poster.src} alt={poster.alt} focus={poster.focus} sizes="(min-width: 64em) 50vw, 100vw" />}
          <p className="fs-video__notice" role="status">
            {t('media.unavailable')}
          </p>
        </div>
      ) : (
        <video className="fs-video__player" controls preload="metadata" playsInline poster={poster ? imageSources(poster.src).src : undefined}>
          <source src={module.file} type="video/mp4" onError={() => setFailed(true)} />
        </video>
      )}
      {module.title && <figcaption>{module.title}</figcaption>}
    </figure>
  );
}

/** Spec §3 AudioSelfHosted: a player for the festival's own audio file, with a download link. */
export function AudioSelfHostedBlock({ module }: BlockProps<'AudioSelfHosted'>) {
  const { t } = useLocaleT();
  if (!module.file) return null;
  const label = module.title || t('embed.audio');
  return (
    <figure className="fs-block fs-audio">
      <figcaption className="fs-audio__title">{label}</figcaption>
      <audio className="fs-audio__player" controls preload="none" src={module.file} aria-label={label} />
      <a className="fs-textlink fs-audio__download" href={module.file} download>
        {t('media.download')}
      </a>
    </figure>
  );
}

