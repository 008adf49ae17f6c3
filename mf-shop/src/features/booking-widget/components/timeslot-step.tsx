import type { Timeslot } from '@festival/shared/api-schemas/programme';
import { formatTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { useFocusOnMount } from './use-focus-on-mount';

interface TimeslotStepProps {
  slots: Timeslot[];
  blockId: number | null;
  locale: Locale;
  onChoose: (blockId: number) => void;
  onBack: () => void;
}

/** Spec §4 timeslots step: the available slots only (status '0' is hidden before this). */
export function TimeslotStep({ slots, blockId, locale, onChoose, onBack }: TimeslotStepProps) {
  const { t } = useLocaleT('shop');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="sp-step">
      <button type="button" className="sp-link-button" onClick={onBack}>{t('booking.back')}</button>
      <h3 ref={heading} tabIndex={-1} className="sp-step__title">{t('booking.chooseSlot')}</h3>
      <ul className="sp-slots">
        {slots.map((slot) => (
          <li key={slot.id}>
            <button type="button" className="sp-slot" aria-pressed={slot.block_id === blockId} onClick={() => onChoose(slot.block_id)}>
              <time dateTime={slot.time_start}>{formatTime(slot.time_start, locale)}</time>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
