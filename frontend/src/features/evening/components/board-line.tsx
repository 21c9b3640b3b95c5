import { Box, Typography } from '@mui/material';
import { tvRow, tvType } from '@/components/tv-styles';
import type { BoardLine as Line } from '../board';

/** One song waiting: its place, who sings it, the title and about when it starts. */
export function BoardLine({ line }: { line: Line }) {
  return (
    // A row on a TV; on a phone the title takes a second line, so it is not cut to a word.
    <Box
      component="li"
      data-testid="board-up-next"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '2.6em auto minmax(0, 1fr)', md: '2.6em auto minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"place singer when" ". title title"', md: '"place singer title when"' },
        columnGap: 2,
        alignItems: 'baseline',
        fontSize: tvType(18, 3, 44),
        minWidth: 0,
      }}
    >
      <Typography component="span" sx={{ ...tvRow.place, gridArea: 'place', fontWeight: 900, fontVariantNumeric: 'tabular-nums' }}>
        {line.place}
      </Typography>
      <Typography component="span" dir="auto" sx={{ ...tvRow.singer, gridArea: 'singer', textAlign: 'match-parent' }}>
        {line.singer}
      </Typography>
      <Typography component="span" dir="auto" sx={{ ...tvRow.title, gridArea: 'title', textAlign: 'match-parent', opacity: 0.85, minWidth: 0 }}>
        {line.title}
      </Typography>
      {line.when ? (
        <Typography
          component="span"
          data-testid="board-when"
          sx={{ ...tvRow.note, gridArea: 'when', justifySelf: 'end', fontSize: '0.8em', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {line.when}
        </Typography>
      ) : null}
    </Box>
  );
}
