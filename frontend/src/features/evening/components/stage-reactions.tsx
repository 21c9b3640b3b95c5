import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { liveSocket } from '@/lib/socket';
import type { RoomReaction } from '@/lib/api/evening';
import { addReaction, aliveAt, BUBBLE_LIFE_MS, creditOf, type ReactionBubble } from '../reaction-groups';

/**
 * Reactions from the phones rising over the video for a few seconds, grouped when many come at
 * once ("👏 ×12"). Heard on the room's channel (room:reaction), which every instance carries.
 */
export function StageReactions({ roomId }: { roomId: string }) {
  const [bubbles, setBubbles] = useState<ReactionBubble[]>([]);
  useEffect(() => {
    const client = liveSocket();
    const heard = (event: RoomReaction) => {
      if (event?.roomId !== roomId) return;
      setBubbles((now) => addReaction(now, event.emoji, { userId: event.userId, name: event.displayName }, Date.now()));
    };
    client.on('room:reaction', heard);
    return () => {
      client.off('room:reaction', heard);
    };
  }, [roomId]);
  // Expired bubbles leave once a second.
  useEffect(() => {
    if (bubbles.length === 0) return;
    const timer = setInterval(() => setBubbles((now) => aliveAt(now, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [bubbles.length]);

  return (
    <Box aria-live="polite" data-testid="stage-reactions" sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden', zIndex: 2 }}>
      {bubbles.map((bubble) => (
        <Box
          key={bubble.id}
          data-testid="stage-reaction"
          sx={{
            position: 'absolute',
            bottom: '8vh',
            right: `${4 + bubble.lane * 22}vw`,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            '@keyframes kp-rise': {
              '0%': { transform: 'translateY(0) scale(0.6)', opacity: 0 },
              '10%': { transform: 'translateY(-4vh) scale(1)', opacity: 1 },
              '80%': { opacity: 1 },
              '100%': { transform: 'translateY(-60vh) scale(1.1)', opacity: 0 },
            },
            animation: `kp-rise ${BUBBLE_LIFE_MS}ms ease-out forwards`,
          }}
        >
          <Box
            key={bubble.count}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: '0.6vmin',
              bgcolor: 'rgba(15,10,30,0.7)',
              borderRadius: 99,
              px: '1.6vmin',
              py: '0.6vmin',
              '@keyframes kp-bump': { '0%': { transform: 'scale(1.3)' }, '100%': { transform: 'scale(1)' } },
              animation: 'kp-bump 250ms ease-out',
            }}
          >
            <Box component="span" aria-hidden="true" sx={{ fontSize: 'clamp(32px, 7vmin, 96px)', lineHeight: 1 }}>
              {bubble.emoji}
            </Box>
            {bubble.count > 1 ? (
              <Typography component="span" sx={{ color: '#fff', fontWeight: 900, fontSize: 'clamp(20px, 4vmin, 56px)', fontVariantNumeric: 'tabular-nums' }}>
                ×{bubble.count}
              </Typography>
            ) : null}
          </Box>
          <Typography sx={{ color: '#fff', fontWeight: 700, fontSize: 'clamp(12px, 1.8vmin, 24px)', textShadow: '0 2px 8px rgba(0,0,0,0.9)', mt: 0.5 }}>
            {creditOf(bubble)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
