/** Form and account value rules shared by the api's checks and the browser's (spec §3, §5). */

/** Spec §3: every form with an e-mail field gets a confirmation field with this slug. */
export const EMAIL_CONFIRM_SLUG = 'email2';

/** A pragmatic address check: something@something.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shortest password a visitor account accepts. */
export const MIN_PASSWORD_LENGTH = 8;
