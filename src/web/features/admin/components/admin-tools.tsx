import { FileUp, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';

/** Links to the admin's other screens. */
export function AdminTools() {
  return (
    <nav aria-label="Admin tools" className="flex flex-col gap-3">
      <Button variant="secondary" asChild className="justify-start">
        <Link to="/admin/mailbox">
          <Inbox aria-hidden="true" />
          Mailbox
        </Link>
      </Button>
      <Button variant="secondary" asChild className="justify-start">
        <Link to="/import-businesses">
          <FileUp aria-hidden="true" />
          Import Businesses
        </Link>
      </Button>
    </nav>
  );
}
