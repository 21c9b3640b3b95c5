import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast';
import { msg, t, useLanguage } from '@/i18n/i18n';

/** This button's texts, in one place (its flow's toasts are in subscribe.ts, loaded on the tap). */
const TEXTS = { notifyMe: msg("Notify me when it's my turn"), notifying: msg("We'll notify you when it's your turn · Stop") } as const;

/** Its flow, loaded on the tap (or at once for a browser that opted in before). */
const flow = () => import('./subscribe');

/**
 * "Notify me when it's my turn" (README, How it behaves), for a guest or an account in someone's
 * room: the in-page notices (your-turn.tsx) reach an open page; this reaches a phone in a pocket.
 * Shown where Web Push works (a production build's service worker, the Push API) unless the site's
 * notifications are blocked. Nothing is asked until the tap. A browser that opted in before is
 * handed to the server again with this session (a new join is a new session), and offers to stop.
 */
export function NotifyMe() {
  const toast = useToast();
  const [on, setOn] = useState(false);
  const permission = import.meta.env.PROD && 'PushManager' in window ? Notification.permission : 'denied';

  // Again when the person picks another language: the notices follow it.
  const language = useLanguage();
  useEffect(() => {
    if (permission === 'granted') void flow().then((m) => m.resend().then(setOn, () => undefined));
  }, [permission, language]);

  if (permission === 'denied') return null;
  return (
    <Button
      variant={on ? 'text' : 'outlined'}
      startIcon={on ? undefined : <NotificationsActive />}
      onClick={() => void flow().then((m) => (on ? m.turnOff(toast) : m.turnOn(toast)).then(setOn))}
      sx={{ alignSelf: 'flex-start' }}
    >
      {on ? t(TEXTS.notifying) : t(TEXTS.notifyMe)}
    </Button>
  );
}
