import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Notice } from '@/components/light/notice';
import { FALLBACK_TIER_LIMITS, TIER_LABELS, tierLimitsQuery } from '@/lib/api/tiers';
import { t } from '@/i18n/i18n';

/**
 * The tier-1 host's hint to upgrade, with the limits of their plan. Host only, loaded apart so a
 * guest's phone neither downloads it nor asks for the tier limits (docs/performance.md §5).
 */
export default function UpgradeHint() {
  const tiers = useQuery(tierLimitsQuery());
  const limits = tiers.data?.['1'] ?? FALLBACK_TIER_LIMITS;
  return (
    <Notice severity="info">
      {t('{plan} rooms last {minutes} minutes with up to {guests} guests and {songs} songs waiting.', {
        plan: t(TIER_LABELS[1]),
        minutes: limits.roomTimeMinutes,
        guests: limits.guestsPerRoom,
        songs: limits.maxQueueSize,
      })}{' '}
      <Box component={RouterLink} to="/plans" sx={{ color: 'inherit', fontWeight: 700 }}>
        {t('Upgrade for longer, bigger parties.')}
      </Box>
    </Notice>
  );
}
