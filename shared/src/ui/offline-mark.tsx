import type { ReactNode } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';

/** Content only editors get (an offline page's module or item, spec §4), framed and labelled as such. */
export function OfflineMark({ children }: { children: ReactNode }) {
  const { t } = useLocaleT();
  return (
    <div className="fs-offline-mark" data-offline="true">
      <p className="fs-offline-mark__label">{t('offline.mark')}</p>
      {children}
    </div>
  );
}
