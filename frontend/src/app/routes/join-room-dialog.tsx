import { normalizeCode } from './guest-join';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { t } from '@/i18n/i18n';

/** "Join Room" by code, as the dashboard and Favorites ask it; `text` says what joining leads to there. */
export function JoinRoomDialog({
  open,
  text,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  text: string;
  busy: boolean;
  onSubmit: (code: string) => void;
  onClose: () => void;
}) {
  return (
    <TextPromptDialog
      open={open}
      title={t('Join Room')}
      text={text}
      label={t('Room code')}
      placeholder={t('Enter 6-character room code')}
      requiredMessage={t('Room code is required')}
      submitLabel={t('Join')}
      transform={normalizeCode}
      maxLength={6}
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
