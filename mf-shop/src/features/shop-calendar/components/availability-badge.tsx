import type { Availability } from '@festival/shared/api-schemas/programme';
import { useLocaleT } from '@festival/shared/ui/app-context';

/** Spec §9 shop calendar colours, always with their words: colour alone says nothing to many. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const { t } = useLocaleT('webshop');
  return <span className={`sp-badge sp-badge--${availability}`}>{t(`availability.${availability}`)}</span>;
}
