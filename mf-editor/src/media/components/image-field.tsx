import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '@festival/shared/api-client/api-client';
import { fieldErrorsOf } from '@festival/shared/api-client/field-errors';
import { UPLOAD_IMAGE_TYPES } from '@festival/shared/api-schemas/media';
import { validationMessage, validationResources } from '@festival/shared/i18n/resources/validation';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { ModuleRuleKey } from '@festival/shared/validation/module-rules';
import { uploadImage } from '../api/upload-image';
import { FocalPointByName, uploadedName } from './focal-point-editor';
import { LibraryButton } from './library-button';
import '../media-resources';
import './image-field.lazy.css';

/** The image fields every module with a picture has (module-inputs.ts). */
export interface ImageValue {
  image: string | null;
  image_alt: string;
  image_copyright: string;
}

export interface ImageFieldProps {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  locale: Locale;
  /** The module needs a picture (spec §5 required images). */
  required?: boolean;
  /** The module form's messages for its image fields, e.g. from react-hook-form. */
  errors?: { image?: string | undefined; image_alt?: string | undefined; image_copyright?: string | undefined };
}

type UploadField = 'file' | 'alt' | 'copyright';
type Status = 'idle' | 'uploading' | 'uploaded' | 'chosen' | 'failed';

/** The api's 400 `{field, errors}` (or 413 `{detail, field}`) as one message per field of this form. */
function uploadErrors(error: unknown, locale: Locale): Partial<Record<UploadField, string>> {
  if (!isApiError(error)) return {};
  const found: Partial<Record<UploadField, string>> = {};
  for (const { field, message, values } of fieldErrorsOf(error).messages) {
    if (!field) continue;
    // A 400 lists keys of the shared rules, shown in the editor's language; a 413 names the file with the api's text.
    const isKey = Object.hasOwn(validationResources[locale], message);
    found[field as UploadField] ??= isKey ? validationMessage(locale, message as ModuleRuleKey, values) : message;
  }
  return found;
}

/**
 * A module's picture (spec §3, §5, §9): choose a file, see it, give alt text (required for every
 * picture) and copyright, upload it, or pick one uploaded before from the media library; the
 * value is what the module stores. An uploaded picture's focal point is set here too. Errors are
 * tied to their inputs and announced.
 */
export function ImageField({ label, value, onChange, locale, required = false, errors = {} }: ImageFieldProps) {
  const { t } = useLocaleT('editorMedia');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [problems, setProblems] = useState<Partial<Record<UploadField, string>>>({});

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // after the chooser closed (and gave the focus back to its button): the outcome takes it
  useEffect(() => {
    if (status === 'chosen') statusLine.current?.focus();
  }, [status]);

  const fileError = problems.file ?? errors.image;
  const altError = problems.alt ?? errors.image_alt;
  const copyrightError = problems.copyright ?? errors.image_copyright;
  const shown = file ? preview : value.image && `${value.image}?w=320`;
  const focalName = uploadedName(value.image);

  const upload = async () => {
    if (!file) {
      setProblems({ file: t('chooseFirst') });
      return;
    }
    setStatus('uploading');
    setProblems({});
    try {
      const answer = await uploadImage(file, { alt: value.image_alt, copyright: value.image_copyright }, locale);
      onChange({ image: answer.image, image_alt: answer.image_obj.alt, image_copyright: answer.image_obj.copyright });
      setFile(null);
      setPreview(null);
      if (fileInput.current) fileInput.current.value = '';
      setStatus('uploaded');
    } catch (error) {
      const found = uploadErrors(error, locale);
      setProblems(found);
      // a refused file is no picture to preview: the field shows what the module has again
      if (found.file) {
        setFile(null);
        setPreview(null);
        if (fileInput.current) fileInput.current.value = '';
      }
      setStatus('failed');
    }
    // The upload button is disabled now or was pressed in vain: the outcome takes the focus.
    statusLine.current?.focus();
  };

  const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="ed-image-field">
      <legend>{required ? `${label} *` : label}</legend>
      {!file && focalName ? <FocalPointByName key={focalName} name={focalName} locale={locale} preview={{ src: shown!, alt: value.image_alt || t('preview') }} /> : (
        <div className="ed-image-field__preview">
          {shown ? <img src={shown} alt={value.image_alt || t('preview')} /> : <p>{t('noImage')}</p>}
        </div>
      )}
      <label htmlFor={`${id}-file`}>{t('file')}</label>
      <input
        id={`${id}-file`}
        ref={fileInput}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        aria-invalid={fileError ? true : undefined}
        aria-describedby={describedBy(`${id}-file-hint`, Boolean(fileError) && `${id}-file-error`)}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setStatus('idle');
          setProblems(({ file: _dropped, ...rest }) => rest);
        }}
      />
      <p id={`${id}-file-hint`} className="ed-field__hint">{t('fileHint')}</p>
      {fileError && <p id={`${id}-file-error`} className="ed-field__error" role="alert">{fileError}</p>}

      <label htmlFor={`${id}-alt`}>{t('alt')}{(file || value.image) && ' *'}</label>
      <input
        id={`${id}-alt`}
        value={value.image_alt}
        maxLength={500}
        required={Boolean(file || value.image)}
        aria-invalid={altError ? true : undefined}
        aria-describedby={describedBy(`${id}-alt-hint`, Boolean(altError) && `${id}-alt-error`)}
        onChange={(event) => onChange({ ...value, image_alt: event.target.value })}
      />
      <p id={`${id}-alt-hint`} className="ed-field__hint">{t('altHint')}</p>
      {altError && <p id={`${id}-alt-error`} className="ed-field__error" role="alert">{altError}</p>}

      <label htmlFor={`${id}-copyright`}>{t('copyright')}</label>
      <input
        id={`${id}-copyright`}
        value={value.image_copyright}
        maxLength={300}
        aria-invalid={copyrightError ? true : undefined}
        aria-describedby={copyrightError ? `${id}-copyright-error` : undefined}
        onChange={(event) => onChange({ ...value, image_copyright: event.target.value })}
      />
      {copyrightError && <p id={`${id}-copyright-error`} className="ed-field__error" role="alert">{copyrightError}</p>}

      <div className="ed-image-field__actions">
        <button type="button" className="fs-button" onClick={() => void upload()} disabled={status === 'uploading'}>
          {t('upload')}
        </button>
        <LibraryButton
          locale={locale}
          onChoose={(image) => {
            onChange({ image: image.image, image_alt: image.image_obj.alt, image_copyright: image.image_obj.copyright });
            setFile(null);
            setProblems({});
            setStatus('chosen');
          }}
        />
        {value.image && !file && (
          <button type="button" className="fs-button fs-button--secondary" onClick={() => onChange({ image: null, image_alt: '', image_copyright: '' })}>
            {t('remove')}
          </button>
        )}
      </div>
      <p ref={statusLine} tabIndex={-1} className="ed-image-field__status" aria-live="polite">
        {status === 'uploading' && t('uploading')}
        {status === 'uploaded' && t('uploaded')}
        {status === 'chosen' && t('chosen')}
        {status === 'failed' && t('failed')}
      </p>
    </fieldset>
  );
}
