import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Box, type BoxProps, IconButton, type SxProps, type Theme, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { t } from '@/i18n/i18n';
import { sxList } from '@/lib/sx';

type Severity = 'success' | 'info' | 'warning' | 'error';
const ICONS: Record<Severity, ReactNode> = {
  success: <CheckCircleOutlined fontSize="inherit" />,
  info: <InfoOutlined fontSize="inherit" />,
  warning: <ReportProblemOutlined fontSize="inherit" />,
  error: <ErrorOutlined fontSize="inherit" />,
};

/**
 * A message box drawn as MUI's Alert draws it (standard or filled, the same colours, icon, sizes
 * and Close button), for the toasts and banners a guest sees: Alert with its slots and variants
 * costs a guest on the way to a room about 1.5 KB gzip (docs/performance.md §5). `icon={false}` leaves the icon out.
 */
export function Notice({
  severity = 'success',
  variant = 'standard',
  icon,
  title,
  titleSx,
  onClose,
  children,
  sx,
  ref,
  role = 'alert',
  ...rest
}: {
  severity?: Severity;
  variant?: 'standard' | 'filled';
  icon?: ReactNode | false;
  title?: ReactNode;
  titleSx?: SxProps<Theme>;
  onClose?: () => void;
  children?: ReactNode;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLDivElement>;
} & Omit<BoxProps, 'title' | 'sx' | 'ref' | 'children'>) {
  return (
    <Box
      ref={ref}
      role={role}
      {...rest}
      sx={[
        (theme) => {
          const tone = theme.palette[severity];
          const light = theme.palette.mode === 'light';
          return {
            ...theme.typography.body2,
            display: 'flex',
            px: 2,
            py: 0.75,
            borderRadius: 1,
            ...(variant === 'filled'
              ? // The text's colour is picked for the colour it sits on (the darker shade in dark mode).
                {
                  fontWeight: theme.typography.fontWeightMedium,
                  bgcolor: light ? tone.main : tone.dark,
                  color: theme.palette.getContrastText(light ? tone.main : tone.dark),
                }
              : {
                  color: light ? theme.darken(tone.light, 0.6) : theme.lighten(tone.light, 0.6),
                  bgcolor: light ? theme.lighten(tone.light, 0.9) : theme.darken(tone.light, 0.9),
                  '& > .notice-icon': { color: tone.main },
                }),
          };
        },
        ...sxList(sx),
      ]}
    >
      {icon === false ? null : (
        <Box className="notice-icon" sx={{ mr: 1.5, py: '7px', display: 'flex', fontSize: 22, opacity: 0.9 }}>
          {icon ?? ICONS[severity]}
        </Box>
      )}
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>
        {title ? (
          <Typography component="div" className="Notice-title" sx={[{ fontWeight: 'fontWeightMedium', mt: '-2px', mb: '0.35em' }, ...sxList(titleSx)]}>
            {title}
          </Typography>
        ) : null}
        {children}
      </Box>
      {onClose ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5, pl: 2, ml: 'auto', mr: -1 }}>
          <IconButton size="small" aria-label={t('Close')} title={t('Close')} color="inherit" onClick={onClose}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}
