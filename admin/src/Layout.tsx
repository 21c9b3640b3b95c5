import { Box, Card, Tab, Tabs } from '@mui/material';
import { AppBar, Layout, type LayoutProps, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/**
 * The back office's sections, as tabs (docs/product.md §2 "Back office": Analytics, Users, Rooms,
 * API Tracker; and the scheduled jobs). Each tab is a link to its own address, so a section can be
 * bookmarked and the browser's Back returns to it; they are the only navigation (no sidebar).
 */
export const SECTIONS = [
  { label: 'Analytics', path: '/' },
  { label: 'Users', path: '/users' },
  { label: 'Rooms', path: '/rooms' },
  { label: 'API Tracker', path: '/api-tracker' },
  { label: 'Jobs', path: '/jobs' },
] as const;

/** The section an address belongs to: /users/5 (an account's edit page) is under Users. */
export function sectionOf(pathname: string) {
  return SECTIONS.find(({ path }) => path !== '/' && (pathname === path || pathname.startsWith(`${path}/`))) ?? SECTIONS[0];
}

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

// The sections are tabs, so react-admin's sidebar and its toggle are left out.
const AdminAppBar = () => <AppBar userMenu={<NamedUserMenu />} sx={{ '& .RaAppBar-menuButton': { display: 'none' } }} />;
const NoSidebar = () => null;

function SectionTabs() {
  const current = sectionOf(useLocation().pathname);
  return (
    <Card sx={{ mb: 2 }}>
      <Tabs value={current.path} variant="scrollable" allowScrollButtonsMobile aria-label="Back office sections">
        {SECTIONS.map(({ label, path }) => (
          <Tab key={path} label={label} value={path} component={Link} to={path} id={`section-${label}`} />
        ))}
      </Tabs>
    </Card>
  );
}

export function AdminLayout({ children, ...props }: LayoutProps) {
  const current = sectionOf(useLocation().pathname);
  return (
    <Layout {...props} appBar={AdminAppBar} sidebar={NoSidebar}>
      {/* width 0 + min-width 100%: wide tables scroll inside the panel instead of widening the layout on phones. */}
      <Box sx={{ mt: 2, width: 0, minWidth: '100%' }}>
        <SectionTabs />
        <Box role="tabpanel" aria-labelledby={`section-${current.label}`} sx={{ overflowX: 'auto' }}>
          {children}
        </Box>
      </Box>
    </Layout>
  );
}
