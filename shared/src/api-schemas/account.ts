import { Type, type Static } from '@sinclair/typebox';
import { Line } from './common-schemas';
import { MIN_PASSWORD_LENGTH } from '../validation/form-values';

/** Visitor account requests (sign-up, sign-in, profile, password); the answers are UserDetails. */
const Email = Line({ format: 'email', maxLength: 254 });
const Password = Line({ minLength: MIN_PASSWORD_LENGTH, maxLength: 200 });
const Name = Line({ maxLength: 150 });

export const SignUpBody = Type.Object({ email: Email, password: Password, first_name: Name, last_name: Name }, { additionalProperties: false });
export type SignUpBody = Static<typeof SignUpBody>;
export const LoginBody = Type.Object({ email: Line({ maxLength: 254 }), password: Line({ maxLength: 200 }) }, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;
export const ProfileBody = Type.Object({ email: Email, first_name: Name, last_name: Name }, { additionalProperties: false });
export type ProfileBody = Static<typeof ProfileBody>;
export const PasswordBody = Type.Object({ current_password: Line({ maxLength: 200 }), new_password: Password }, { additionalProperties: false });
export type PasswordBody = Static<typeof PasswordBody>;
