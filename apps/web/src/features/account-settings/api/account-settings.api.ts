import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type PasswordChange, type Profile, type ProfileUpdate } from '@portal/contract';
import { passwordPolicyInfoSchema } from '@portal/contract/features/account-settings';
import { api } from '../../../shared/api/api.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';

export const PROFILE_KEY = ['accounts', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => api.get('/accounts/profile', { schema: profileSchema, signal }) });
}

export function usePasswordPolicy() {
  return useQuery({
    queryKey: ['accounts', 'password-policy'],
    queryFn: ({ signal }) => api.get('/accounts/password', { schema: passwordPolicyInfoSchema, signal }),
    staleTime: Infinity,
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.put('/accounts/profile', body, { schema: profileSchema }),
    onSuccess: (profile) => client.setQueryData(PROFILE_KEY, profile),
    meta: { silent: true },
  });
}

export function uploadPicture(file: File, onProgress: (percent: number) => void): Promise<Profile> {
  return uploadFile<unknown>('/accounts/profile/picture', file, { method: 'PUT', onProgress }).then((body) => profileSchema.parse(body));
}

export function removePicture(): Promise<Profile> {
  return api.delete('/accounts/profile/picture', { schema: profileSchema });
}

export function changePassword(body: PasswordChange): Promise<{ message: string }> {
  return api.put('/accounts/password', body, { schema: z.object({ message: z.string() }) });
}

export function resendConfirmation(email: string): Promise<unknown> {
  return api.post('/jwt/resend-confirmation', { email }, { schema: z.unknown() });
}

export function deleteAccount(confirmation: string): Promise<unknown> {
  return api.request('/accounts', { method: 'DELETE', body: { confirmation } });
}

export interface SignInQuery {
  page: number;
  pageSize: number;
  from: string;
  to: string;
}
