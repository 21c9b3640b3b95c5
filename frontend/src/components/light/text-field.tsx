import { Box } from '@mui/material';
import { type ChangeEvent, useId } from 'react';

/**
 * An outlined text field: a native input drawn like MUI's outlined one, its label resting on the
 * border. MUI's TextField, and even its InputBase parts, cost a guest on the way to a room about
 * 6 KB gzip (docs/performance.md §5); the sign-in and sign-up screens, loaded on demand, keep TextField.
 * The measures are MUI's own (its outlined input's), which are not steps of the theme's spacing.
 */
export function LightTextField({
  label,
  value,
  onChange,
  placeholder,
  inputProps,
  autoFocus,
  error = false,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputProps?: Record<string, unknown>;
  autoFocus?: boolean;
  /** Drawn in the error colour, with `helperText` said under the field and tied to it for screen readers. */
  error?: boolean;
  helperText?: string;
}) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <Box sx={{ position: 'relative', '&:focus-within > label': { color: error ? 'error.main' : 'primary.main' } }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: 0,
          left: 10,
          transform: 'translateY(-50%)',
          px: 0.5,
          bgcolor: 'background.paper',
          color: 'text.secondary',
          typography: 'caption',
          lineHeight: 1.2,
          pointerEvents: 'none',
        }}
      >
        {label}
      </Box>
      <Box
        component="input"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperId : undefined}
        {...inputProps}
        sx={(theme) => ({
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          m: 0,
          // MUI's 14 px by 16.5 px padding, less the 1 px border (MUI draws it outside the input)
          px: '13px',
          py: '15.5px',
          font: 'inherit',
          fontSize: '1rem',
          lineHeight: '1.4375em',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: '1px solid',
          borderColor: error ? 'error.main' : theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          outline: 'none',
          transition: theme.transitions.create(['border-color', 'box-shadow'], { duration: theme.transitions.duration.shorter }),
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: `inset 0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
          '&::placeholder': { color: 'text.secondary', opacity: 0.6 },
        })}
      />
      {helperText ? (
        <Box id={helperId} role="alert" sx={{ typography: 'caption', color: error ? 'error.main' : 'text.secondary', mt: '3px', mx: '14px' }}>
          {helperText}
        </Box>
      ) : null}
    </Box>
  );
}
