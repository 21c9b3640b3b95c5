import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { locale, t } from '@/i18n/i18n';

/** A password input with a show/hide toggle. */
export function PasswordField(props: TextFieldProps) {
  const [shown, setShown] = useState(false);
  // The field's name inside a sentence: lower-cased in English ("Show current password"); other
  // languages keep the label as written (a German noun stays capitalised).
  const field = locale().startsWith('en') ? String(props.label).toLowerCase() : String(props.label);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={shown ? t('Hide {field}', { field }) : t('Show {field}', { field })} onClick={() => setShown(!shown)} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
