import type { Generated, Insertable, Selectable } from 'kysely';

export interface UserTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  is_editor: Generated<number>;
  has_dashboard_online_access: Generated<number>;
  created_at: string;
}
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
