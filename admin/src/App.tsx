import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { AdminLayout } from './Layout';
import { theme } from './theme';
import rooms from './rooms';
import users from './users';

export function App() {
  return (
    <Admin
      title="Karaoke Party"
      authProvider={authProvider}
      dataProvider={dataProvider}
      dashboard={Dashboard}
      theme={theme}
      layout={AdminLayout}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="rooms" {...rooms} />
    </Admin>
  );
}
