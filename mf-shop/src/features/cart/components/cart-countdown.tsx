import { useEffect, useRef, useState } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { formatCountdown, secondsLeft } from '../model/countdown';

/** From this many seconds left the countdown warns, once, through a polite live region. */
const WARN_SECONDS = 120;

interface CartCountdownProps {
  /** Epoch ms when the holds run out. */
  deadline: number;
  onExpired: () => void;
}

/** Spec §9: the tickets are reserved for 15 minutes; a live countdown to the end of the holds. */
export function CartCountdown({ deadline, onExpired }: CartCountdownProps) {
  const { t } = useLocaleT('webshop');
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  useEffect(() => {
    if (left === 0) expired.current();
  }, [left]);

  return (
    <div className={`sp-countdown${left <= WARN_SECONDS ? ' sp-countdown--urgent' : ''}`}>
      <p className="sp-countdown__text">
        {t('countdown.reservedFor')}{' '}
        <span role="timer" className="sp-countdown__time" aria-label={t('countdown.timeLeft', { time: formatCountdown(left) })}>
          {formatCountdown(left)}
        </span>{' '}
        {t('countdown.minutes')}
      </p>
      <p className="fs-visually-hidden" aria-live="polite">
        {left <= WARN_SECONDS && left > 0 ? t('countdown.warning') : ''}
      </p>
    </div>
  );
}
