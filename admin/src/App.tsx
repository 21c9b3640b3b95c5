import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import rooms from './rooms';
import users from './users';

export function App() {
  return (
    <Admin title="Karaoke Party" authProvider={authProvider} dataProvider={dataProvider} dashboard={Dashboard} requireAuth disableTelemetry>
      <Resource name="users" {...users} />
      <Resource name="rooms" {...rooms} />
    </Admin>
  );
}
