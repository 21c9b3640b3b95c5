import { Admin, CustomRoutes, Resource, Title } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { ApiTracker } from './dashboard/ApiTracker';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { JobsTab } from './jobs/JobsTab';
import { AdminLayout } from './Layout';
import { usePartyTheme } from './theme';
import rooms from './rooms';
import users from './users';

export function App() {
  return (
    <Admin
      title="Karaoke Party"
      authProvider={authProvider}
      dataProvider={dataProvider}
      dashboard={Dashboard}
      theme={usePartyTheme()}
      layout={AdminLayout}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="rooms" {...rooms} />
      <CustomRoutes>
        <Route
          path="/api-tracker"
          element={
            <>
              <Title title="API Tracker" />
              <ApiTracker />
            </>
          }
        />
        <Route
          path="/jobs"
          element={
            <>
              <Title title="Jobs" />
              <JobsTab />
            </>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
