import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { fieldErrorsOf } from '@festival/shared/api-client/field-errors';
import { UPLOAD_IMAGE_TYPES } from '@festival/shared/api-schemas/media';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import type { FieldSpec } from '../../collections/field-spec';
import { uploadImage } from '../../../../media/api/upload-image';
import { LibraryButton } from '../../../../media/components/library-button';
import { FieldErrorText } from './field-error';
import { fieldLabel, inputId } from './field-label';

type ImageSpec = Extract<FieldSpec, { kind: 'image' }>;

/** An image: the current one as a preview, one from the media library, a new one uploaded through the media pipeline, or none. */
export function ImageField({ field, path }: { field: ImageSpec; path: string }) {
  const { t } = useLocaleT('hub');
  const { t: tv } = useLocaleT('validation');
  const { t: tm } = useLocaleT('editorMedia');
  const locale = useLocale();
  const { field: control } = useController({ name: path });
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState(false);
  const statusLine = useRef<HTMLParagraphElement>(null);
  // after the chooser closed (and gave the focus back to its button): the outcome takes it
  useEffect(() => {
    if (chosen) statusLine.current?.focus();
  }, [chosen]);
  const altId = useId();
  const id = inputId(path);
  const label = fieldLabel(field, t);
  const value = typeof control.value === 'string' && control.value ? control.value : null;

  const upload = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setProblem(t('image.chooseFile'));
      return;
    }
    if (!alt.trim()) {
      setProblem(t('image.altRequired'));
      return;
    }
    setBusy(true);
    setProblem(null);
    setChosen(false);
    try {
      const uploaded = await uploadImage(file, { alt: alt.trim(), copyright: '' }, locale);
      control.onChange(uploaded.image);
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setProblem(fieldErrorsOf(error).messages.map(({ message, values }) => tv(message, { defaultValue: message, ...values })).join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="ed-form__group ed-image">
      <legend>{label}</legend>
      {value ? (
        <>
          <img className="ed-image__preview" src={`${value}?w=320`} alt={t('image.preview', { label })} />
          <button type="button" className="fs-button fs-button--secondary" onClick={() => control.onChange(null)}>
            {t('image.remove')}
          </button>
        </>
      ) : (
        <p>{t('image.none')}</p>
      )}
      <div className="ed-form__field">
        <label htmlFor={id}>{t('image.file')}</label>
        <input id={id} ref={fileRef} type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} />
      </div>
      <div className="ed-form__field">
        <label htmlFor={altId}>{t('image.alt')}</label>
        <input id={altId} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} />
      </div>
      <button type="button" className="fs-button" disabled={busy} onClick={() => void upload()}>
        {t('image.upload')}
      </button>{' '}
      <LibraryButton
        locale={locale}
        onChoose={(image) => {
          control.onChange(image.image);
          setProblem(null);
          setChosen(true);
        }}
      />
      <p ref={statusLine} tabIndex={-1} role="status" className="ed-form__error">
        {problem ?? (chosen ? tm('chosen') : '')}
      </p>
      <FieldErrorText path={path} />
    </fieldset>
  );
}
