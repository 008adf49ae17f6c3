import { useId } from 'react';
import type { UserDetails } from '@festival/shared/api-schemas/content';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useDropdown } from '../chrome/use-dropdown';

/** Spec §6 user dropdown: the visitor's name opens My Profile and Log out. */
export function AccountMenu({ details }: { details: UserDetails }) {
  const { t } = useLocaleT('shell');
  const { open, close, rootRef, buttonRef, onKeyDown, toggle } = useDropdown();
  const listId = useId();
  const name = [details.first_name, details.last_name].filter(Boolean).join(' ') || details.username;

  return (
    <div className="sh-account sh-account--menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={buttonRef}
        className="sh-account__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <span className="fs-visually-hidden">{t('account.myAccount')}: </span>
        {name}
      </button>
      <ul id={listId} className="sh-account__dropdown" hidden={!open}>
        <li>
          <Link to="user-profile" onClick={close}>
            {t('account.profile')}
          </Link>
        </li>
        <li>
          <a href={details.logout_url}>{t('account.logout')}</a>
        </li>
      </ul>
    </div>
  );
}
