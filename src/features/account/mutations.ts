import { mutationOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type Schemas } from '@/api';
import { notificationQueries, type NotificationPreferences } from './notification-queries';

/** The signed-in user as the session knows it. */
export type AccountUser = Schemas['SessionUser'];

export interface ProfileChanges {
  name: string;
  surname: string;
  work: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** One person's account writes run one after the other: the last one asked is the last one the server receives. */
function accountScope(email: string, what: string) {
  return { id: `account/${email.toLowerCase()}/${what}` };
}

/**
 * The account page's writes as mutation-option factories, each on the signed-in person's own record and in its scope:
 * screens call `useMutation(accountMutations.updateProfile(user))`.
 */
export const accountMutations = {
  all: () => ['account'] as const,
  /** Saves one's own profile. The e-mail and role are sent back unchanged: the server refuses to change them here. */
  updateProfile: (user: AccountUser) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'profile', user.email],
      scope: accountScope(user.email, 'profile'),
      mutationFn: async (changes: ProfileChanges): Promise<AccountUser> => {
        const { data } = await apiClient.PATCH('/users/{email}', {
          params: { path: { email: user.email } },
          body: { email: user.email, ...changes, ...(user.role ? { role: user.role } : {}) },
        });
        if (!data) throw new Error('Réponse de mise à jour du profil vide');
        return data.user;
      },
    }),
  /** Changes one's password; resolves with the server's message. */
  changePassword: (email: string) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'password', email],
      scope: accountScope(email, 'password'),
      mutationFn: async (body: PasswordChange): Promise<string> => {
        const { data } = await apiClient.PATCH('/users/{email}/password', { params: { path: { email } }, body });
        return data?.message ?? '';
      },
    }),
  /** Saves one's notification preferences; the form's cache entry takes the server's copy. */
  saveNotificationPreferences: (email: string) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'notification-preferences', email],
      scope: accountScope(email, 'notification-preferences'),
      mutationFn: (preferences: NotificationPreferences) =>
        unwrap(
          apiClient.PUT('/users/{email}/notification-preferences', { params: { path: { email } }, body: preferences }),
        ),
      onSuccess: (saved, _preferences, _result, { client }) =>
        client.setQueryData(notificationQueries.preferences(email).queryKey, saved),
    }),
};
