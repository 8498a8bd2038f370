import { AppShell, Avatar, Badge, Box, Burger, Button, Group, ScrollArea, Text } from '@mantine/core';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import {
  IconBuilding,
  IconTemplate,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconClipboardCheck,
  IconClipboardList,
  IconCreditCard,
  IconExternalLink,
  IconLayoutDashboard,
  IconMessages,
  IconHeadset,
  IconLogout,
  IconMail,
  IconReceipt,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useSession, useSignOut } from '../accounts/session.ts';
import { isStaff } from '../accounts/staff.ts';
import { useLiveRecords } from './live.ts';
import classes from './AdminShell.module.css';
import { Brand, SignedOutShell } from './SignedOutShell.tsx';
import { adminSectionLabels } from './section-labels.ts';
import { adminSections, DEFAULT_ADMIN_SECTION, type AdminSection } from './sections.ts';

const sectionIcons: Record<AdminSection, TablerIcon> = {
  dashboard: IconLayoutDashboard,
  contacts: IconMail,
  'quiz-results': IconClipboardCheck,
  'business-formations': IconBuilding,
  'entity-formations': IconBuildingSkyscraper,
  'business-intakes': IconClipboardList,
  appointments: IconCalendarEvent,
  orders: IconReceipt,
  subscriptions: IconCreditCard,
  'chat-conversations': IconMessages,
  'mail-templates': IconTemplate,
  staff: IconUsers,
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

const roleLabel = (user: SessionUser) => (user.role === 'admin' ? 'Administrator' : 'Support agent');

/** The section of each record kind's list (the kinds' `workLists` slugs, without loading the contracts' schemas here). */
const sectionOfKind: Record<string, AdminSection> = {
  lead: 'contacts',
  'quiz-result': 'quiz-results',
  'business-formation': 'business-formations',
  'entity-formation': 'entity-formations',
  'business-intake': 'business-intakes',
  order: 'orders',
  subscription: 'subscriptions',
  appointment: 'appointments',
  chat: 'chat-conversations',
};

/** A navigation entry's count of the person's open assigned work (docs/admin.md#assigned-work). */
function WorkBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge size="sm" circle={count < 10} color="gold.9" variant="filled" ml="auto" aria-label={`${count} assigned to you`}>
      {count}
    </Badge>
  );
}

function SideNavigation({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const myWork = trpc.admin.myWork.useQuery();
  const assigned = new Map((myWork.data?.byKind ?? []).map((k) => [sectionOfKind[k.kind], k.count]));
  const location = useRouterState({ select: (s) => s.location });
  const currentTab = location.pathname === '/admin' ? ((location.search as { tab?: AdminSection }).tab ?? DEFAULT_ADMIN_SECTION) : null;
  const onSupportChat = location.pathname === '/support-chat';
  return (
    <>
      <AppShell.Section grow component={ScrollArea} type="never">
        <Box component="nav" aria-label="Back office" className={classes.nav}>
          {user.role === 'admin' && (
            <>
              <Text className={classes.navGroup} id="admin-nav-dashboard">
                Dashboard
              </Text>
              <ul className={classes.navList} aria-labelledby="admin-nav-dashboard">
                {adminSections.map((value) => {
                  const Icon = sectionIcons[value];
                  const active = currentTab === value;
                  return (
                    <li key={value}>
                      <Link
                        to="/admin"
                        search={value === DEFAULT_ADMIN_SECTION ? {} : { tab: value }}
                        className={classes.navLink}
                        data-active={active || undefined}
                        aria-current={active ? 'page' : undefined}
                        onClick={onNavigate}
                      >
                        <Icon size={18} stroke={1.7} aria-hidden />
                        <span>{adminSectionLabels[value]}</span>
                        <WorkBadge count={assigned.get(value)} />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          <Text className={classes.navGroup} id="admin-nav-support">
            Support
          </Text>
          <ul className={classes.navList} aria-labelledby="admin-nav-support">
            <li>
              <Link
                to="/support-chat"
                className={classes.navLink}
                data-active={onSupportChat || undefined}
                aria-current={onSupportChat ? 'page' : undefined}
                onClick={onNavigate}
              >
                <IconHeadset size={18} stroke={1.7} aria-hidden />
                <span>Support Chat</span>
                {user.role === 'agent' && <WorkBadge count={assigned.get('chat-conversations')} />}
              </Link>
            </li>
          </ul>
        </Box>
      </AppShell.Section>
      <AppShell.Section className={classes.navFooter}>
        <Group gap="sm" wrap="nowrap" hiddenFrom="sm" className={classes.navUser}>
          <Avatar color="gold.9" variant="filled" radius="xl" size={34} aria-hidden>
            {initials(user.name) || 'A'}
          </Avatar>
          <div>
            <Text size="sm" fw={600} c="white">
              {user.name}
            </Text>
            <Text size="xs" className={classes.navMuted}>
              {roleLabel(user)}
            </Text>
          </div>
        </Group>
        <a href="/" className={classes.navLink}>
          <IconExternalLink size={18} stroke={1.7} aria-hidden />
          <span>View the website</span>
        </a>
      </AppShell.Section>
    </>
  );
}

/**
 * The staff pages' frame (the `_admin` layout of /admin, and /support-chat around the agent desk): a compact top bar
 * with the brand, the signed-in person and Sign out, and the back office's side navigation: a sidebar from 992 px
 * (Mantine's `md`), behind a burger on smaller screens. No marketing header, footer or chat bubble. Someone not
 * signed in as staff gets the top bar alone (`SignedOutShell`).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const user = useSession().data;
  const staff = isStaff(user) ? user : null;
  const { signOut, pending } = useSignOut('/admin-login');
  useLiveRecords(staff !== null);
  // The phone's menu is open on the page where it was opened: any navigation (a link, Back) closes it.
  const href = useRouterState({ select: (s) => s.location.href });
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === href;
  const setNavOpen = (open: boolean) => setOpenOn(open ? href : null);

  if (!staff) return <SignedOutShell>{children}</SignedOutShell>;

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !navOpen } }} className={classes.shell}>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={navOpen}
              onClick={() => setNavOpen(!navOpen)}
              hiddenFrom="md"
              size="sm"
              aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navOpen}
              aria-controls="admin-navigation"
            />
            <Brand home={staff.role === 'agent' ? '/support-chat' : '/admin'} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap={10} wrap="nowrap" visibleFrom="sm" className={classes.user}>
              <Avatar color="navy.9" variant="filled" radius="xl" size={34} aria-hidden>
                {initials(staff.name) || 'A'}
              </Avatar>
              <div className={classes.userText}>
                <Text size="xs" c="dimmed" lh={1.2}>
                  Signed in as
                </Text>
                <Text size="sm" fw={600} c="navy.9" lh={1.3} className={classes.userName}>
                  {staff.name}
                </Text>
              </div>
            </Group>
            <Button variant="default" px={{ base: 10, sm: 'md' }} onClick={() => void signOut()} loading={pending} aria-label="Sign out">
              <IconLogout size={17} stroke={1.8} aria-hidden />
              <Box component="span" visibleFrom="sm" ml={8}>
                Sign out
              </Box>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="admin-navigation" className={classes.navbar} data-closed={!navOpen || undefined}>
        <SideNavigation user={staff} onNavigate={() => setNavOpen(false)} />
      </AppShell.Navbar>
      <AppShell.Main id="main" className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
