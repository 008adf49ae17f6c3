import { lazy, Suspense, useRef, useState } from 'react';
import type { MediaImage } from '@festival/shared/api-schemas/media';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import '../media-resources';

const MediaChooser = lazy(() => import('./media-chooser'));

/**
 * "Aus der Mediathek wählen" and, once pressed, the library's chooser (loaded on demand). Closing
 * it gives the focus back to the button; after a choice the field says what happened.
 */
export function LibraryButton({ locale, onChoose }: { locale: Locale; onChoose: (image: MediaImage) => void }) {
  const { t } = useLocaleT('editorMedia');
  const [choosing, setChoosing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className="fs-button fs-button--secondary" onClick={() => setChoosing(true)}>
        {t('fromLibrary')}
      </button>
      {choosing && (
        <Suspense fallback={null}>
          <MediaChooser
            locale={locale}
            onClose={() => {
              setChoosing(false);
              button.current?.focus();
            }}
            onChoose={(image) => {
              setChoosing(false);
              onChoose(image);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
