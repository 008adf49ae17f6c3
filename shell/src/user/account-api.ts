import type { ProfileBody, SignUpBody } from '@festival/shared/api-schemas/account';
import type { UserDetails } from '@festival/shared/api-schemas/content';
import { apiPost, apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { useSessionStore } from '@festival/shared/stores/session-store';


export function signUp(input: SignUpBody, locale: Locale): Promise<UserDetails> {
  return apiPost<UserDetails>('/api/account/signup/', input, { locale });
}

export function logIn(email: string, password: string, locale: Locale): Promise<UserDetails> {
  return apiPost<UserDetails>('/api/account/login/', { email, password }, { locale });
}

export function logOut(locale: Locale): Promise<UserDetails> {
  return apiPost<UserDetails>('/api/account/logout/', {}, { locale });
}

export function updateProfile(input: ProfileBody, locale: Locale): Promise<UserDetails> {
  return apiRequest<UserDetails>('/api/account/profile/', { method: 'PUT', body: input, locale });
}

export function changePassword(currentPassword: string, newPassword: string, locale: Locale): Promise<void> {
  return apiPost<void>('/api/account/password/', { current_password: currentPassword, new_password: newPassword }, { locale });
}

/** The session changed: the shared store asks the api again, so the header and every parcel see it. */
export function refreshSession(locale: Locale): Promise<void> {
  return useSessionStore.getState().refresh(locale);
}
