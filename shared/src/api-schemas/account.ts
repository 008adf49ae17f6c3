import { Type, type Static } from '@sinclair/typebox';
import { MIN_PASSWORD_LENGTH } from '../validation/form-values';

/** Visitor account requests (sign-up, sign-in, profile, password); the answers are UserDetails. */
const Email = Type.String({ format: 'email', maxLength: 254 });
const Password = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 200 });
const Name = Type.String({ maxLength: 150 });

export const SignUpBody = Type.Object({ email: Email, password: Password, first_name: Name, last_name: Name }, { additionalProperties: false });
export type SignUpBody = Static<typeof SignUpBody>;
export const LoginBody = Type.Object({ email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;
export const ProfileBody = Type.Object({ email: Email, first_name: Name, last_name: Name }, { additionalProperties: false });
export type ProfileBody = Static<typeof ProfileBody>;
export const PasswordBody = Type.Object({ current_password: Type.String({ maxLength: 200 }), new_password: Password }, { additionalProperties: false });
export type PasswordBody = Static<typeof PasswordBody>;
