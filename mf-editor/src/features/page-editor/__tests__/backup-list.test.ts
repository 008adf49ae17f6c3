import { latestBackup, MAX_BACKUPS, pushBackup, withoutLatest, type Backup } from '../model/backup-list';

const backup = (revision: number): Backup => ({ revision, modules: [], change: { action: 'update', model: 'Text' }, at: '2026-11-23T10:00:00Z' });

test('the latest backup comes first; undo takes it off the list', () => {
  const list = pushBackup(pushBackup([], backup(1)), backup(2));
  expect(latestBackup(list)?.revision).toBe(2);
  expect(withoutLatest(list).map((entry) => entry.revision)).toEqual([1]);
  expect(latestBackup([])).toBeNull();
});

test('the list keeps the newest backups only', () => {
  let list: Backup[] = [];
  for (let revision = 1; revision <= MAX_BACKUPS + 5; revision += 1) list = pushBackup(list, backup(revision));
  expect(list).toHaveLength(MAX_BACKUPS);
  expect(list[0]?.revision).toBe(MAX_BACKUPS + 5);
});
