import { Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface TableColumn {
  label?: string;
  align?: 'right';
  width?: string;
}

/**
 * A dashboard card holding one small table (quota history, peak hours, tiers): a section named
 * `label`, its title and subheader, the column heads and the rows; `empty`, when given, is the
 * sentence shown instead of the table.
 */
export function TableCard({
  label,
  title,
  subheader,
  flex,
  columns,
  empty,
  children,
}: {
  label: string;
  title: string;
  subheader: string;
  flex: string;
  columns: TableColumn[];
  empty?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={label} sx={{ flex }}>
      <CardHeader title={title} subheader={subheader} />
      <CardContent sx={{ pt: 0 }}>
        {empty !== undefined ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column, index) => (
                  <TableCell key={index} align={column.align} sx={column.width ? { width: column.width } : undefined}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
