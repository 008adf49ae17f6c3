import { useId, useState, type FormEvent } from 'react';
import { href } from '@festival/shared/routes/route-table';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';

/** Spec §2 magazine landing: the site-search start box; only non-empty text is submitted (§5). */
export function SearchStart({ locale, navigate }: Pick<ParcelProps, 'locale' | 'navigate'>) {
  const { t } = useLocaleT('magazine');
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) navigate(`${href('search', {}, locale)}?${new URLSearchParams({ q: query }).toString()}`);
  };
  return (
    <form className="mg-search" role="search" aria-label={t('search.label')} onSubmit={submit}>
      <label htmlFor={id}>{t('search.label')}</label>
      <div className="mg-search__row">
        <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('search.placeholder')} />
        <button type="submit" className="fs-button">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
