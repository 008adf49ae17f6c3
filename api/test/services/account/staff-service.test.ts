import { checkCredentials, signUp } from '../../../src/services/account/account-service';
import { grantStaffAccess } from '../../../src/services/account/staff-service';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

const t = useTestApp({ seed: false });

test('a new address becomes a staff account with editor and dashboard access', async () => {
  const { user, created } = await grantStaffAccess(t.db.kysely, { email: ' Ida@Example.org ', password: 'lange-geheim', first_name: 'Ida', last_name: 'Pfeiffer' }, testNow());
  expect(created).toBe(true);
  expect(user).toMatchObject({ email: 'ida@example.org', first_name: 'Ida', is_editor: 1, has_dashboard_online_access: 1 });
  await expect(checkCredentials(t.db.kysely, 'ida@example.org', 'lange-geheim')).resolves.toMatchObject({ id: user.id });
});

test('an existing account gets access and keeps its password', async () => {
  const reader = await signUp(t.db.kysely, { email: 'leser@example.org', password: 'erstes-passwort', first_name: 'Lea', last_name: 'Leser' }, testNow());
  if (!reader) throw new Error('the address was new');
  expect(reader.has_dashboard_online_access).toBe(0);
  const { user, created } = await grantStaffAccess(t.db.kysely, { email: 'leser@example.org', password: 'anderes-passwort', first_name: '', last_name: '' }, testNow());
  expect(created).toBe(false);
  expect(user).toMatchObject({ id: reader.id, first_name: 'Lea', is_editor: 1, has_dashboard_online_access: 1 });
  await expect(checkCredentials(t.db.kysely, 'leser@example.org', 'erstes-passwort')).resolves.toMatchObject({ id: reader.id });
});
