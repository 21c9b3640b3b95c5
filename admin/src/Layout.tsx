import { Box, Card, Tab, Tabs } from '@mui/material';
import { AppBar, Layout, type LayoutProps, Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/**
 * The back office's sections, as tabs (docs/product.md §2 "Back office": Analytics, Users, Rooms,
 * API Tracker; the videos hidden from search, and the scheduled jobs). Each tab is a link to its own address, so a section can be
 * bookmarked and the browser's Back returns to it; they are the only navigation (no sidebar).
 */
export const SECTIONS = [
  { id: 'Analytics', label: 'kp.sections.analytics', path: '/' },
  { id: 'Users', label: 'kp.sections.users', path: '/users' },
  { id: 'Rooms', label: 'kp.sections.rooms', path: '/rooms' },
  { id: 'Plan requests', label: 'kp.sections.plan_requests', path: '/plan-requests' },
  { id: 'Hidden videos', label: 'kp.sections.hidden_videos', path: '/hidden-videos' },
  { id: 'API Tracker', label: 'kp.sections.api_tracker', path: '/api-tracker' },
  { id: 'Jobs', label: 'kp.sections.jobs', path: '/jobs' },
  { id: 'Library', label: 'kp.sections.library', path: '/library' },
] as const;

/** A section tab's element id: one token (aria-labelledby splits on spaces), e.g. section-plan-requests. */
const sectionTabId = (id: string) => `section-${id.toLowerCase().replace(/\s+/g, '-')}`;

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
  const translate = useTranslate();
  const name = identity?.fullName;
  return (
    <UserMenu label={name ? translate('kp.account_menu.named', { name }) : translate('kp.account_menu.anonymous')}>
      <Logout />
    </UserMenu>
  );
}

// The sections are tabs, so react-admin's sidebar and its toggle are left out. The app bar keeps
// react-admin's language menu (LocalesMenuButton, shown as the i18nProvider has several languages).
const AdminAppBar = () => <AppBar userMenu={<NamedUserMenu />} sx={{ '& .RaAppBar-menuButton': { display: 'none' } }} />;
const NoSidebar = () => null;

function SectionTabs() {
  const current = sectionOf(useLocation().pathname);
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }}>
      <Tabs value={current.path} variant="scrollable" allowScrollButtonsMobile aria-label={translate('kp.sections.label')}>
        {SECTIONS.map(({ id, label, path }) => (
          <Tab key={path} label={translate(label)} value={path} component={Link} to={path} id={sectionTabId(id)} />
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
        <Box role="tabpanel" aria-labelledby={sectionTabId(current.id)} sx={{ overflowX: 'auto' }}>
          {children}
        </Box>
      </Box>
    </Layout>
  );
}
