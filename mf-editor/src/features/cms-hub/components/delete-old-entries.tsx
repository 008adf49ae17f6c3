import { useId, useState, type FormEvent } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { deleteEntriesBefore } from '../api/delete-form-entries';

/** Deletes every entry received before the chosen day (data protection), then reloads the table. */
export function DeleteOldEntries({ formId, onDeleted }: { formId: number; onDeleted: () => void }) {
  const { t } = useLocaleT('hub');
  const id = useId();
  const [day, setDay] = useState('');
  const [message, setMessage] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (day === '' || !window.confirm(t('entries.deleteConfirm', { day }))) return;
    try {
      const { deleted } = await deleteEntriesBefore(formId, day);
      setMessage(t('entries.deleted', { count: deleted }));
      onDeleted();
    } catch {
      setMessage(t('entries.deleteFailed'));
    }
  };
  return (
    <form className="ed-form__links" onSubmit={(event) => { void submit(event); }}>
      <label htmlFor={id}>{t('entries.deleteBefore')}</label>
      <input id={id} type="date" value={day} required onChange={(event) => setDay(event.target.value)} />
      <button type="submit" className="fs-button">{t('entries.deleteOld')}</button>
      <span role="status">{message}</span>
    </form>
  );
}
