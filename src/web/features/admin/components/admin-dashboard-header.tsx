import { Inbox, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/ui/button.js';
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
          <Button variant="outline" asChild>
            <Link to="/listings">
              <List aria-hidden="true" />
              View All Business Listings
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/admin/mailbox">
              <Inbox aria-hidden="true" />
              Mailbox
            </Link>
          </Button>
          {signOut}
        </>
      }
    />
  );
}
