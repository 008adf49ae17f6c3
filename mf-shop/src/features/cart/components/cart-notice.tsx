import { useLocaleT } from '@festival/shared/ui/app-context';
import type { CartNotice as Notice } from '../stores/cart-page-store';

/** What went wrong with the last cart action (spec §8 codes -214 and -204, the shop's own -216, -217 and -218), said in words. */
export function CartNotice({ notice }: { notice: Notice }) {
  const { t } = useLocaleT('webshop');
  if (notice === null) return null;
  return (
    <p role="alert" className="sp-notice">
      {t(`cartNotice.${notice}`)}
    </p>
  );
}
