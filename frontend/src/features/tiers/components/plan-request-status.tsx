import { Box, Button, Collapse, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Notice } from '@/components/light/notice';
import { PasswordField } from '@/components/password-field';
import { useErrorToast, useToast } from '@/components/toast';
import { approvePlanHere, type PlanRequest, planRequestKey, TIER_LABELS, withdrawPlanRequest } from '@/lib/api/tiers';
import { userKey } from '@/lib/identity';
import { t } from '@/i18n/i18n';

/**
 * Where the host's plan request stands (docs/product.md "Plans that fit a party"): waiting (with
 * Withdraw, and the administrator's own approval on this screen for a self-hosted server), approved,
 * or declined with the administrator's reason.
 */
export function PlanRequestStatus({ request, currentTier }: { request: PlanRequest; currentTier: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();
  const [adminOpen, setAdminOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const plan = t(TIER_LABELS[request.tier]);
  const withdraw = useMutation({
    mutationFn: withdrawPlanRequest,
    onSuccess: () => {
      queryClient.setQueryData(planRequestKey, null);
      toast({ title: t('Request withdrawn'), description: t('Your plan stays as it is.') });
    },
    onError: failed(t('Error'), t('Failed to withdraw the request')),
  });
  const approve = useMutation({
    mutationFn: () => approvePlanHere(username.trim(), password),
    onSuccess: (answer) => {
      queryClient.setQueryData(planRequestKey, answer);
      void queryClient.invalidateQueries({ queryKey: userKey });
      setPassword('');
      toast({ title: t('Plan approved'), description: t("You're on {plan} now. Your open rooms already have its limits.", { plan }) });
    },
    onError: failed(t('Not approved'), t('Failed to approve the request')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    approve.mutate();
  };

  if (request.status === 'approved') {
    // An older approval the account has moved on from says nothing.
    if (request.tier !== currentTier) return null;
    return (
      <Notice severity="success" title={t("You're on {plan}", { plan })}>
        {t('{admin} approved your request. Your open rooms already have its limits.', { admin: request.decidedBy ?? '' })}
      </Notice>
    );
  }
  if (request.status === 'declined') {
    return (
      <Notice severity="warning" title={t('Your request for {plan} was declined', { plan })}>
        {request.reason ? t('The administrator said: “{reason}”', { reason: request.reason }) : null} {t('You can ask again at any time.')}
      </Notice>
    );
  }
  return (
    <Notice severity="info" title={t('Your request for {plan} is waiting', { plan })}>
      <Stack spacing={1.5}>
        <span>{t('An administrator of this Karaoke Party answers it. Once approved, your open rooms get the new limits at once, without a reload.')}</span>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={() => withdraw.mutate()} disabled={withdraw.isPending}>
            {t('Withdraw request')}
          </Button>
          <Button color="inherit" aria-expanded={adminOpen} aria-controls="approve-here" onClick={() => setAdminOpen(!adminOpen)}>
            {t('I run this server')}
          </Button>
        </Stack>
        <Collapse in={adminOpen} unmountOnExit>
          <Box component="form" id="approve-here" onSubmit={submit} aria-label={t('Approve as the administrator')} sx={{ maxWidth: 420 }}>
            <Stack spacing={1.5}>
              <span>{t("Type an administrator's sign-in to approve it here. This browser stays signed in as you.")}</span>
              <TextField
                label={t('Administrator username')}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                autoComplete="off"
                size="small"
                required
              />
              <PasswordField
                label={t('Administrator password')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="off"
                size="small"
                required
              />
              <Box>
                <Button type="submit" variant="contained" disabled={approve.isPending}>
                  {t('Approve now')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </Collapse>
      </Stack>
    </Notice>
  );
}
