import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cameFromSearch } from '#web/lib/saved-search.js';
import { Button } from '#web/ui/button.js';

/**
 * Both labels go home: the home page restores the saved search results itself
 * (spec 000 section 4 "Home").
 */
export function ProfileBackButton() {
  const [fromSearch] = useState(cameFromSearch);
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-3">
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        {fromSearch ? 'Back to Search Results' : 'Back to Home'}
      </Link>
    </Button>
  );
}
