import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { ModuleChange, ModulePlace } from '@festival/shared/api-schemas/version-compare';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { compareVersions, restoreModule } from '../../../page-versions/versions-api';
import type { VersionSubject } from './version-subject';
import { fieldText, wordDiff } from './field-text';
import '../compare-resources';
import './compare.lazy.css';

interface VersionComparisonProps {
  subject: VersionSubject;
  locale: Locale;
  /** The older and the newer version, by id. */
  from: number;
  to: number;
  onBack: () => void;
  onConflict: () => void;
}

/** Words removed and added, marked for the eye and named for a screen reader. */
function WordDiff({ before, after }: { before: string; after: string }) {
  const { t } = useLocaleT('editorCompare');
  return (
    <span className="ed-compare__diff">
      {wordDiff(before, after).map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        const Mark = part.kind === 'added' ? 'ins' : 'del';
        return (
          <Mark key={index}>
            <span className="fs-visually-hidden">{t(`${part.kind}Words`)} </span>
            {part.text}
          </Mark>
        );
      })}
    </span>
  );
}

type Outcome = { id: number; kind: 'restored' | 'failed' } | null;

/**
 * Two versions of the page (or article body) side by side, module by module (added, removed, moved, each changed
 * field as a word diff), with a way to bring one module back as the older version had it while
 * the rest of the page stays as it is.
 */
export default function VersionComparison({ subject, locale, from, to, onBack, onConflict }: VersionComparisonProps) {
  const { t } = useLocaleT('editorCompare');
  const comparison = useApiData((signal) => compareVersions(subject, from, to, locale, signal), [subject.type, subject.id, from, to, locale]);
  const heading = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => heading.current?.focus(), []);

  const modelName = (change: ModuleChange) => t(`model.${change.model}`, { ns: 'page-editor', defaultValue: change.model });
  const place = (where: ModulePlace | null) => {
    if (!where) return '';
    return where.section_id === null
      ? t('place.top', { index: where.index + 1 })
      : t('place.column', { section: where.section_id, column: (where.column ?? 0) + 1, index: where.index + 1 });
  };
  const restore = async (change: ModuleChange) => {
    try {
      await restoreModule(subject.type, from, change.id, subject.revision, locale);
      setOutcome({ id: change.id, kind: 'restored' });
      subject.reload();
    } catch (error) {
      if (isApiError(error, 409)) onConflict();
      else setOutcome({ id: change.id, kind: 'failed' });
    }
  };

  return (
    <section className="ed-compare" aria-labelledby="ed-compare-title">
      <h3 id="ed-compare-title" ref={heading} tabIndex={-1}>{t('title', { from, to })}</h3>
      <button type="button" className="fs-button fs-button--secondary" onClick={onBack}>{t('back')}</button>
      {comparison.status === 'loading' && <p>{t('loading')}</p>}
      {comparison.status === 'error' && <p role="alert">{t('failed')}</p>}
      {comparison.status === 'ready' && comparison.data.texts.length + comparison.data.modules.length === 0 && <p>{t('none')}</p>}
      {comparison.status === 'ready' && (
        <ul className="ed-compare__list">
          {comparison.data.texts.map((text) => (
            <li key={text.field} className="ed-compare__item">
              <h4>{t(`text.${text.field}`)}</h4>
              <WordDiff before={text.before} after={text.after} />
            </li>
          ))}
          {comparison.data.modules.map((change) => {
            const name = modelName(change);
            return (
              <li key={`${change.change}-${change.id}`} className={`ed-compare__item ed-compare__item--${change.change}`}>
                <h4>{name} <span className="ed-compare__change">({t(`change.${change.change}`)})</span></h4>
                {change.change === 'moved' || (change.change === 'changed' && JSON.stringify(change.before) !== JSON.stringify(change.after)) ? (
                  <p>{t('movedFromTo', { from: place(change.before), to: place(change.after) })}</p>
                ) : null}
                {change.fields.length > 0 && (
                  <dl className="ed-compare__fields">
                    {change.fields.map((field) => (
                      <div key={field.name}>
                        <dt>{t(`field.${field.name}`, { ns: 'page-editor', defaultValue: field.name })}</dt>
                        <dd><WordDiff before={fieldText(field.before)} after={fieldText(field.after)} /></dd>
                      </div>
                    ))}
                  </dl>
                )}
                {change.change !== 'added' && (
                  <button
                    type="button" className="fs-button fs-button--secondary"
                    aria-label={t('restoreLabel', { model: name, number: from })}
                    onClick={() => void restore(change)}
                  >
                    {t('restore', { number: from })}
                  </button>
                )}
                {outcome?.id === change.id && (
                  <p role={outcome.kind === 'failed' ? 'alert' : 'status'}>
                    {t(outcome.kind === 'restored' ? 'restored' : 'restoreFailed', { model: name, number: from })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
