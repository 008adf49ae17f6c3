import { useLocaleT } from '@festival/shared/ui/app-context';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useLocaleT('shell');
  return (
    <a className="sh-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipLink')}
    </a>
  );
}
