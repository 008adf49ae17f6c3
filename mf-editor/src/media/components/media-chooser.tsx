import { useState, type FormEvent } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { MediaImage } from '@festival/shared/api-schemas/media';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';
import { getMediaImages } from '../api/media-library';
import '../media-resources';
import './media-library.lazy.css';

export interface MediaChooserProps {
  locale: Locale;
  onChoose: (image: MediaImage) => void;
  onClose: () => void;
}

/**
 * The media library as a chooser (as Wagtail's image chooser): every uploaded picture, newest
 * first, searchable by alt text, copyright or name; choosing one puts it into the field.
 */
export default function MediaChooser({ locale, onChoose, onClose }: MediaChooserProps) {
  const { t } = useLocaleT('editorMedia');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const images = useApiData((signal) => getMediaImages(query, locale, signal), [query.q, query.page, locale]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: typed.trim(), page: 1 });
  };
  return (
    <ModalDialog title={t('library.title')} onClose={onClose} className="ed-media-chooser">
      <form role="search" aria-label={t('library.search')} onSubmit={search} className="ed-media-chooser__search">
        <label htmlFor="ed-media-q">{t('library.search')}</label>
        <input id="ed-media-q" type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} data-autofocus />
        <button type="submit" className="fs-button fs-button--secondary">{t('library.find')}</button>
      </form>
      {images.status === 'loading' && <p>{t('library.loading')}</p>}
      {images.status === 'error' && <p role="alert">{t('library.failed')}</p>}
      {images.status === 'ready' && (
        <>
          <p aria-live="polite">{t('library.count', { count: images.data.count })}</p>
          <ul className="ed-media-grid">
            {images.data.results.map((image) => (
              <li key={image.id}>
                <button type="button" className="ed-media-chooser__pick" onClick={() => onChoose(image)} aria-label={t('library.choose', { alt: image.image_obj.alt })}>
                  <img src={`${image.image}?w=320`} alt="" loading="lazy" />
                  <span>{image.image_obj.alt}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="ed-media-chooser__pages">
            {images.data.previous && (
              <button type="button" className="fs-button fs-button--secondary" onClick={() => setQuery({ ...query, page: query.page - 1 })}>{t('library.previous')}</button>
            )}
            {images.data.next && (
              <button type="button" className="fs-button fs-button--secondary" onClick={() => setQuery({ ...query, page: query.page + 1 })}>{t('library.next')}</button>
            )}
          </div>
        </>
      )}
      <button type="button" className="fs-button" onClick={onClose}>{t('library.close')}</button>
    </ModalDialog>
  );
}
