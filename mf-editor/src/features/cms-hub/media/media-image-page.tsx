import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf } from '@festival/shared/api-client/field-errors';
import { isApiError } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { AdminCollection } from '@festival/shared/api-schemas/admin';
import type { MediaImage, MediaImageDetail, MediaImageUse } from '@festival/shared/api-schemas/media';
import { useLocale, useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { deleteMediaImage, getMediaImage, updateMediaImage } from '../../../media/api/media-library';
import { FocalPointEditor } from '../../../media/components/focal-point-editor';
import { ConfirmDelete } from '../components/confirm-delete';
import { hubPaths } from '../hub-paths';

/** Where a use of a picture is edited in the hub; containers have no form of their own. */
const USE_COLLECTION: Record<MediaImageUse['kind'], AdminCollection | null> = {
  page: 'pages', container: null, article: 'articles', event: 'events', person: 'persons', production: 'productions', series: 'series', venue: 'venues',
};

function UseList({ uses }: { uses: MediaImageUse[] }) {
  const { t } = useLocaleT('hub');
  if (uses.length === 0) return <p>{t('media.unused')}</p>;
  return (
    <ul className="ed-media-image__uses">
      {uses.map((use) => {
        const collection = USE_COLLECTION[use.kind];
        const label = `${t(`media.kind.${use.kind}`)}: ${use.title}`;
        return <li key={`${use.kind}-${use.id}`}>{collection ? <Link href={hubPaths.edit(collection, use.id)}>{label}</Link> : label}</li>;
      })}
    </ul>
  );
}

interface Texts {
  alt: string;
  copyright: string;
}

function ImageTexts({ image, onSaved }: { image: MediaImageDetail; onSaved: (saved: MediaImage) => void }) {
  const { t } = useLocaleT('hub');
  const { t: tv } = useLocaleT('validation');
  const locale = useLocale();
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Texts>({
    defaultValues: { alt: image.image_obj.alt, copyright: image.image_obj.copyright },
  });
  const [saved, setSaved] = useState(false);
  const save = handleSubmit(async (values) => {
    setSaved(false);
    try {
      onSaved(await updateMediaImage(image.id, { alt: values.alt.trim(), copyright: values.copyright.trim() }, locale));
      setSaved(true);
    } catch (error) {
      for (const { field, message, values: params } of fieldErrorsOf(error).messages) {
        setError(field === 'copyright' ? 'copyright' : 'alt', { message: tv(message, { defaultValue: message, ...params }) });
      }
    }
  });
  return (
    <form className="ed-form" onSubmit={(event) => void save(event)} noValidate>
      <div className="ed-form__field">
        <label htmlFor="ed-media-alt">{t('media.alt')} *</label>
        <input
          id="ed-media-alt" type="text" maxLength={500} aria-invalid={errors.alt ? true : undefined} aria-describedby={errors.alt ? 'ed-media-alt-error' : undefined}
          {...register('alt', { validate: (value) => value.trim() !== '' || tv('required') })}
        />
        {errors.alt && <p id="ed-media-alt-error" className="ed-form__error" role="alert">{errors.alt.message}</p>}
      </div>
      <div className="ed-form__field">
        <label htmlFor="ed-media-copyright">{t('media.copyright')}</label>
        <input
          id="ed-media-copyright" type="text" maxLength={300} aria-invalid={errors.copyright ? true : undefined}
          aria-describedby={errors.copyright ? 'ed-media-copyright-error' : undefined} {...register('copyright')}
        />
        {errors.copyright && <p id="ed-media-copyright-error" className="ed-form__error" role="alert">{errors.copyright.message}</p>}
      </div>
      <button type="submit" className="fs-button" disabled={isSubmitting}>{t('form.save')}</button>
      <p role="status">{saved ? t('form.saved') : ''}</p>
    </form>
  );
}

/** One picture of the library: its texts, its focal point, where it is used, and deleting it when it is not. */
export function MediaImagePage({ id }: { id: number }) {
  const { t } = useLocaleT('hub');
  const locale = useLocale();
  const navigate = useNavigateTo();
  const image = useApiData((signal) => getMediaImage(id, locale, signal), [id, locale]);
  const [deleting, setDeleting] = useState(false);
  const [refusedUses, setRefusedUses] = useState<MediaImageUse[] | null>(null);
  const [failed, setFailed] = useState(false);
  // the texts as last saved here (the heading names the picture by its alt text)
  const [savedAlt, setSavedAlt] = useState<string | null>(null);

  if (image.status === 'loading') return <Skeleton lines={6} />;
  if (image.status === 'error') {
    if (isApiError(image.error, 404)) return <p role="alert">{t('media.notFound')} <Link href={hubPaths.media()}>{t('media.back')}</Link></p>;
    return <LoadError onRetry={image.reload} />;
  }
  const picture = image.data;
  const alt = savedAlt ?? picture.image_obj.alt;
  const remove = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await deleteMediaImage(picture.id, locale);
      navigate(hubPaths.media());
    } catch (error) {
      const uses = isApiError(error, 409) ? (error.data as { uses?: MediaImageUse[] } | undefined)?.uses : undefined;
      if (uses) setRefusedUses(uses);
      else setFailed(true);
      setDeleting(false);
    }
  };
  return (
    <section aria-labelledby="ed-media-image-title" className="ed-media-image">
      <p><Link href={hubPaths.media()}>{t('media.back')}</Link></p>
      <h2 id="ed-media-image-title">{alt}</h2>
      <p className="ed-media-image__facts">
        {t('media.facts', { name: picture.name, size: Math.max(1, Math.round(picture.size / 1024)) })}
      </p>
      <ImageTexts key={picture.id} image={picture} onSaved={(saved) => setSavedAlt(saved.image_obj.alt)} />
      <FocalPointEditor image={picture} locale={locale} preview={{ src: `${picture.image}?w=640`, alt }} />
      <h3>{t('media.uses')}</h3>
      <UseList uses={picture.uses} />
      {refusedUses && (
        <div role="alert">
          <p>{t('media.inUse')}</p>
          <UseList uses={refusedUses} />
        </div>
      )}
      {failed && <p role="alert">{t('media.deleteFailed')}</p>}
      <ConfirmDelete name={alt} busy={deleting} onConfirm={() => void remove()} />
    </section>
  );
}
