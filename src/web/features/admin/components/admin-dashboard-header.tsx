import { Inbox, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#web/ui/button-link.js';
import { PageHeader } from '#web/ui/page-header.js';
import { NotificationsMenu } from './notifications-menu';

/** Title, welcome, notifications, the public listings, the mailbox and `signOut`. */
export function AdminDashboardHeader({ name, signOut }: { name: string; signOut: ReactNode }) {
  return (
    <PageHeader
      title="Admin Dashboard"
      subtitle={`Welcome, ${name}!`}
      actions={
        <>
          <NotificationsMenu />
          <ButtonLink variant="outline" to="/listings">
            <List aria-hidden="true" />
            View All Business Listings
          </ButtonLink>
          <ButtonLink variant="outline" to="/admin/mailbox">
            <Inbox aria-hidden="true" />
            Mailbox
          </ButtonLink>
          {signOut}
        </>
      }
    />
  );
}
