import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@festival/shared/api-client/api-client';
import { formatDateTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import type { PagePublication } from '@festival/shared/api-schemas/page-publication';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { fromBerlinInput } from '../forms/berlin-input';
import { dropDraft, publishDraft, type PublicationTarget } from './publication-calls';
import './publishing.lazy.css';

type When = 'now' | 'later';

interface PublishDialogProps {
  target: PublicationTarget;
  publication: PagePublication;
  locale: Locale;
  /** The target's revision and publication after the change, for whoever shows them. */
  onSettled: (revision: number, publication: PagePublication) => void;
  onDone: () => void;
}

/**
 * Publishes the draft of a page or an article's body now or at a Berlin time, drops a planned
 * publication, or drops the draft (after a question): what Wagtail and the block editor offer
 * beside their preview.
 */
export default function PublishDialog({ target, publication, locale, onSettled, onDone }: PublishDialogProps) {
  const { t } = useLocaleT('editor');
  const [when, setWhen] = useState<When>('now');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [askingDiscard, setAskingDiscard] = useState(false);
  const atId = useId();

  const settle = (revision: number, next: PagePublication) => {
    onSettled(revision, next);
    onDone();
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setProblem(t(target.type === 'article' ? 'publishing.staleArticle' : 'publishing.stale'));
      else if (isApiError(error) && error.status === 400) setProblem(t('publishing.future'));
      else setProblem(t('publishing.failed'));
    } finally {
      setBusy(false);
    }
  };
  const onPublish = (event: FormEvent) => {
    event.preventDefault();
    const instant = when === 'later' ? fromBerlinInput(at) : null;
    if (when === 'later' && !instant) {
      setProblem(t('publishing.future'));
      return;
    }
    void run(async () => settle(target.revision, await publishDraft(target, instant, locale)));
  };
  const onDrop = () => void run(async () => {
    const answer = await dropDraft(target, locale);
    settle(answer.revision, answer.publication);
  });

  return (
    <div className="ed-publish__body">
      {publication.state === 'scheduled' && publication.publish_at && (
        <p>
          {t('publishing.scheduled', { at: formatDateTime(publication.publish_at, locale) })}{' '}
          <button type="button" className="fs-button fs-button--secondary" disabled={busy} onClick={onDrop}>{t('publishing.unschedule')}</button>
        </p>
      )}
      <form onSubmit={onPublish} className="ed-publish__form">
        <fieldset>
          <legend>{t('publishing.when')}</legend>
          <label>
            <input type="radio" name="when" value="now" checked={when === 'now'} onChange={() => setWhen('now')} /> {t('publishing.now')}
          </label>
          <label>
            <input type="radio" name="when" value="later" checked={when === 'later'} onChange={() => setWhen('later')} /> {t('publishing.later')}
          </label>
          {when === 'later' && (
            <span className="ed-publish__at">
              <label htmlFor={atId}>{t('publishing.at')}</label>
              <input id={atId} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} required />
            </span>
          )}
        </fieldset>
        <button type="submit" className="fs-button" disabled={busy} data-autofocus>
          {when === 'later' ? t('publishing.schedule') : t('publishing.publish')}
        </button>
      </form>
      {publication.state === 'draft' && !askingDiscard && (
        <button type="button" className="fs-button fs-button--secondary ed-danger" disabled={busy} onClick={() => setAskingDiscard(true)}>
          {t('publishing.discard')}
        </button>
      )}
      {askingDiscard && (
        <div role="alertdialog" aria-label={t('publishing.discardQuestion')} className="ed-publish__confirm">
          <p>{t('publishing.discardQuestion')}</p>
          <button type="button" className="fs-button ed-danger" disabled={busy} onClick={onDrop}>{t('publishing.discardConfirm')}</button>
          <button type="button" className="fs-button fs-button--secondary" onClick={() => setAskingDiscard(false)}>{t('publishing.cancel')}</button>
        </div>
      )}
      {problem && <p role="alert" className="ed-publish__problem">{problem}</p>}
    </div>
  );
}
