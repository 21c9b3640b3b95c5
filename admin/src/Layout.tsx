import { AppBar, Layout, type LayoutProps, Logout, UserMenu, useGetIdentity } from 'react-admin';

/**
 * react-admin's user menu shows the admin's name but is called "Profile" by screen readers; WCAG
 * 2.5.3 (Label in Name) wants the visible name inside the accessible one.
 */
function NamedUserMenu() {
  const { identity } = useGetIdentity();
  const name = identity?.fullName;
  return (
    <UserMenu label={name ? `${name}: account menu` : 'Account menu'}>
      <Logout />
    </UserMenu>
  );
}

const AdminAppBar = () => <AppBar userMenu={<NamedUserMenu />} />;

export const AdminLayout = (props: LayoutProps) => <Layout {...props} appBar={AdminAppBar} />;
