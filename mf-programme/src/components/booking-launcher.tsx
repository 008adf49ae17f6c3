import type { ReactNode } from 'react';
import { useOnline } from '@festival/shared/network/use-online';
import { isShopOffline, useSettingsStore } from '@festival/shared/stores/settings-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { RemoteLauncher } from '@festival/shared/ui/remote-launcher';

interface BookingLauncherProps {
  /** With data.event (an event page) or data.eventId (a programme entry). */
  props: ParcelProps;
  fallback: () => ReactNode;
  className?: string;
}

/**
 * The shop's booking widget behind the programme's own "Karten wählen" button (RemoteLauncher);
 * while the shop is offline the widget shows at once, as it says so itself. Without a connection
 * (a page shown from the visitor's stored copy) the button is disabled and says why.
 */
export function BookingLauncher({ props, fallback, className }: BookingLauncherProps) {
  const { t } = useLocaleT();
  const offline = useSettingsStore(isShopOffline);
  const connected = useOnline();
  return (
    <RemoteLauncher
      module="mf_shop/booking-widget"
      props={props}
      label={t('booking.open')}
      regionLabel={t('booking.label')}
      eager={offline && connected}
      unavailable={connected ? undefined : t('booking.noConnection')}
      fallback={fallback}
      className={className}
    />
  );
}
