import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useErrorToast, useToast } from '@/components/toast';
import { setUser } from '@/lib/identity';
import { meQuery, updateUser } from '@/lib/api/users';
import { t } from '@/i18n/i18n';

/** The profile's data: /api/auth/me (tier, member since) and the update, which becomes the identity. */
export function useProfile(userId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();
  const me = useQuery(meQuery());
  const update = useMutation({
    mutationFn: (input: { displayName: string; password?: string; currentPassword?: string }) => updateUser(userId, input),
    onSuccess: (updated) => {
      setUser(queryClient, updated);
      onSaved();
      toast({ title: t('Profile updated!'), description: t('Your profile has been successfully updated.') });
    },
    // The server's sentence when it gave one (a wrong current password, a limit), else the one of docs/product.md §8.
    onError: (error) => failed(t('Update failed'), t('Failed to update profile. Please try again.'))(error),
  });
  return { me, update };
}
