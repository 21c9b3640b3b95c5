import { Box, Card, Tab, Tabs } from '@mui/material';
import { Title, useStore } from 'react-admin';
import { JobsTab } from '../jobs/JobsTab';
import { RoomList } from '../rooms/RoomList';
import { UserList } from '../users/UserList';
import { Analytics } from './Analytics';
import { ApiTracker } from './ApiTracker';

const DASHBOARD_TABS = ['Analytics', 'Users', 'Rooms', 'API Tracker', 'Jobs'] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The admin dashboard (docs/product.md §2): analytics, users, rooms, the YouTube quota tracker and the scheduled jobs. */
export function Dashboard() {
  // Remembered, so coming back from editing a user lands on the tab that was open.
  const [tab, setTab] = useStore<DashboardTab>('dashboard.tab', 'Analytics');
  const current = DASHBOARD_TABS.includes(tab) ? tab : 'Analytics';
  return (
    // width 0 + min-width 100%: wide tables scroll inside the panel instead of widening react-admin's layout on phones.
    <Box sx={{ mt: 2, width: 0, minWidth: '100%' }}>
      <Title title="Karaoke Party back office" />
      <Card sx={{ mb: 2 }}>
        <Tabs value={current} onChange={(_event, value: DashboardTab) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
          {DASHBOARD_TABS.map((label) => (
            <Tab key={label} label={label} value={label} />
          ))}
        </Tabs>
      </Card>
      <Box role="tabpanel" aria-label={current} sx={{ overflowX: 'auto' }}>
        {current === 'Analytics' && <Analytics />}
        {current === 'Users' && <UserList resource="users" title={false} disableSyncWithLocation storeKey="dashboard.users" />}
        {current === 'Rooms' && <RoomList resource="rooms" title={false} disableSyncWithLocation storeKey="dashboard.rooms" />}
        {current === 'API Tracker' && <ApiTracker />}
        {current === 'Jobs' && <JobsTab />}
      </Box>
    </Box>
  );
}
