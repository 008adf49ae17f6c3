import { useState } from 'react';
import type { AdminBulkAction, AdminBulkResult } from '@festival/shared/api-schemas/admin-tools';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { CollectionSpec } from '../collections/field-spec';
import { bulkAdminAction } from '../api/bulk-admin-action';
import { getAdminList } from '../api/get-admin-list';
import { ConfirmDelete } from './confirm-delete';

const ROOM_CHOICES = 200;

function RoomMove({ busy, onMove }: { busy: boolean; onMove: (roomId: number) => void }) {
  const { t } = useLocaleT('hub');
  const rooms = useApiData((signal) => getAdminList('rooms', { page_size: ROOM_CHOICES, ordering: 'venue_id' }, signal), []);
  const [room, setRoom] = useState('');
  return (
    <span className="ed-bulk__move">
      <label htmlFor="ed-bulk-room">{t('bulk.room')}</label>
      <select id="ed-bulk-room" value={room} onChange={(event) => setRoom(event.target.value)}>
        <option value="">{t('form.choose')}</option>
        {rooms.status === 'ready' && rooms.data.results.map((option) => <option key={option.id} value={option.id}>{option.label}</option>)}
      </select>
      <button type="button" className="fs-button" disabled={busy || room === ''} onClick={() => onMove(Number(room))}>
        {t('bulk.move')}
      </button>
    </span>
  );
}

/** What one action did: how many rows changed, and each row that did not with the api's reason. */
function report(result: AdminBulkResult, labels: Map<number, string>, t: (key: string, values?: Record<string, unknown>) => string): string {
  const done = result.results.filter((row) => row.status < 300).length;
  const failed = result.results.filter((row) => row.status >= 300).map((row) => `${labels.get(row.id) ?? `#${row.id}`} (${row.detail ?? row.status})`);
  return [t('bulk.done', { count: done }), ...(failed.length > 0 ? [t('bulk.failed', { names: failed.join('; ') })] : [])].join(' ');
}

/** Actions on the selected rows of a list: online, offline, delete (asks first), and for events a move to another room. */
export function BulkActions({ spec, selected, labels, onDone }: { spec: CollectionSpec; selected: number[]; labels: Map<number, string>; onDone: () => void }) {
  const { t } = useLocaleT('hub');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const run = async (action: AdminBulkAction, extra: { room_id?: number } = {}) => {
    setBusy(true);
    try {
      setMessage(report(await bulkAdminAction(spec.name, { action, ids: selected, ...extra }), labels, t));
      onDone();
    } catch {
      setMessage(t('bulk.error'));
    } finally {
      setBusy(false);
    }
  };
  const hasOnline = 'is_online' in spec.schema.properties;
  return (
    <div className="ed-bulk" role="group" aria-label={t('bulk.selected', { count: selected.length })}>
      <span>{t('bulk.selected', { count: selected.length })}</span>
      {selected.length > 0 && (
        <>
          {hasOnline && (
            <>
              <button type="button" className="fs-button" disabled={busy} onClick={() => void run('online')}>{t('bulk.online')}</button>
              <button type="button" className="fs-button" disabled={busy} onClick={() => void run('offline')}>{t('bulk.offline')}</button>
            </>
          )}
          {spec.name === 'events' && <RoomMove busy={busy} onMove={(roomId) => void run('move', { room_id: roomId })} />}
          <ConfirmDelete name={t('bulk.selected', { count: selected.length })} busy={busy} onConfirm={() => void run('delete')} />
        </>
      )}
      <p role="status" className="ed-bulk__report">{message}</p>
    </div>
  );
}
