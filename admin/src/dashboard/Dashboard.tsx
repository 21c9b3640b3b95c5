import { Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';

export const DASHBOARD_TABS = ['Analytics', 'Users', 'Rooms', 'API Tracker'] as const;

/** The admin dashboard (SPEC §2): analytics, users, rooms and the YouTube quota tracker. */
export function Dashboard() {
  const [tab, setTab] = useState(0);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Karaoke Party back office" />
      <Tabs value={tab} onChange={(_e, value: number) => setTab(value)}>
        {DASHBOARD_TABS.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <CardContent>
        <Typography color="text.secondary">
          {tab === 1 ? 'Open Users in the menu to search, edit, reset passwords, kick and promote.' : tab === 2 ? 'Open Rooms in the menu to see and delete rooms.' : 'This panel is being built.'}
        </Typography>
      </CardContent>
    </Card>
  );
}
