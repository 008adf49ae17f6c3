import { useRef, useState, type MouseEvent } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { MediaImage } from '@festival/shared/api-schemas/media';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { getMediaImages, updateMediaImage } from '../api/media-library';
import '../media-resources';
import './media-library.lazy.css';

const UPLOADED = /\/media\/(upload-[0-9a-f]{32})\./;

/** The library's name of an uploaded picture's address; null for any other picture. */
export function uploadedName(image: string | null): string | null {
  return image ? (UPLOADED.exec(image)?.[1] ?? null) : null;
}

async function findByName(name: string, locale: Locale, signal: AbortSignal): Promise<MediaImage | null> {
  const page = await getMediaImages({ q: name, page: 1 }, locale, signal);
  return page.results.find((image) => image.name === name) ?? null;
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

interface Preview {
  src: string;
  alt: string;
}

// a pointer shortcut: the sliders below set the same point by keyboard
const Picture = ({ preview, onClick }: { preview: Preview; onClick?: (event: MouseEvent<HTMLImageElement>) => void }) => (
  <img src={preview.src} alt={preview.alt} onClick={onClick} />
);

/** The focal point editor for a picture known by its library name (a module's image field): found in the library first. */
export function FocalPointByName({ name, locale, preview }: { name: string; locale: Locale; preview: Preview }) {
  const found = useApiData((signal) => findByName(name, locale, signal), [name, locale]);
  if (found.status !== 'ready' || !found.data) return <div className="ed-image-field__preview"><Picture preview={preview} /></div>;
  return <FocalPointEditor key={found.data.id} image={found.data} locale={locale} preview={preview} />;
}

/**
 * An uploaded picture's preview with its focal point: a click into the picture sets it, two sliders move it
 * by keyboard; saved to the picture, so every page that shows it keeps that point in view when
 * the picture is cropped.
 */
export function FocalPointEditor({ image, locale, preview }: { image: MediaImage; locale: Locale; preview: Preview }) {
  const { t } = useLocaleT('editorMedia');
  const [point, setPoint] = useState({ x: image.focal_x, y: image.focal_y });
  const [status, setStatus] = useState<Status>('idle');
  const statusLine = useRef<HTMLParagraphElement>(null);

  const place = (next: { x: number; y: number }) => {
    setPoint(next);
    setStatus('idle');
  };
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));
    place({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const save = async () => {
    setStatus('saving');
    try {
      await updateMediaImage(image.id, { focal_x: point.x, focal_y: point.y }, locale);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
    statusLine.current?.focus();
  };
  const percent = (value: number) => Math.round(value * 100);
  return (
    <fieldset className="ed-focal">
      <legend>{t('focal.title')}</legend>
      <p className="ed-field__hint">{t('focal.hint')}</p>
      <div className="ed-image-field__preview ed-focal__frame">
        <Picture preview={preview} onClick={pick} />
        <span className="ed-focal__marker" style={{ left: `${percent(point.x)}%`, top: `${percent(point.y)}%` }} aria-hidden="true" />
      </div>
      {(['x', 'y'] as const).map((axis) => (
        <label key={axis} className="ed-focal__slider">
          {t(`focal.${axis}`)}
          <input
            type="range" min={0} max={100} step={1} value={percent(point[axis])} aria-valuetext={`${percent(point[axis])} %`}
            onChange={(event) => place({ ...point, [axis]: Number(event.target.value) / 100 })}
          />
          <span aria-hidden="true">{percent(point[axis])} %</span>
        </label>
      ))}
      <button type="button" className="fs-button fs-button--secondary" onClick={() => void save()} disabled={status === 'saving'}>{t('focal.save')}</button>
      <p ref={statusLine} tabIndex={-1} className="ed-image-field__status" aria-live="polite">
        {status === 'saved' && t('focal.saved')}
        {status === 'failed' && t('focal.failed')}
      </p>
    </fieldset>
  );
}
