import { mutationOptions } from '@tanstack/react-query';
import { apiClient, type Schemas } from '@/api';

/** The signed-in user as the session knows it. */
export type AccountUser = Schemas['SessionUser'];

export interface ProfileChanges {
  name: string;
  surname: string;
  work: string;
}

/** Saves one's own profile. The e-mail and role are sent back unchanged: the server refuses to change them here. */
export async function updateProfile(user: AccountUser, changes: ProfileChanges): Promise<AccountUser> {
  const { data } = await apiClient.PATCH('/users/{email}', {
    params: { path: { email: user.email } },
    body: { email: user.email, ...changes, ...(user.role ? { role: user.role } : {}) },
  });
  if (!data) throw new Error('Réponse de mise à jour du profil vide');
  return data.user;
}

export interface PasswordChange {
  email: string;
  currentPassword: string;
  newPassword: string;
}

export async function changePassword({ email, ...body }: PasswordChange): Promise<string> {
  const { data } = await apiClient.PATCH('/users/{email}/password', { params: { path: { email } }, body });
  return data?.message ?? '';
}

/** The server's own French message when it refused the input (4xx), else the form's generic failure text. */
export const accountMutations = {
  all: () => ['account'] as const,
  updateProfile: (user: AccountUser) =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'profile', user.email],
      mutationFn: (changes: ProfileChanges) => updateProfile(user, changes),
    }),
  changePassword: () =>
    mutationOptions({
      mutationKey: [...accountMutations.all(), 'password'],
      mutationFn: changePassword,
    }),
};
