import { Link } from 'react-router';
import { businessPath } from '#domain/businesses.js';
import { cn } from '../lib/cn';

/** A business's name as a link to its profile, underlined on hover (the admin's lists). */
export function BusinessLink({
  id,
  slug,
  name,
  className,
}: {
  id: string;
  slug?: string | null;
  name: string;
  className?: string;
}) {
  return (
    <Link
      to={businessPath({ id, slug })}
      className={cn('break-words text-stone-900 underline-offset-4 hover:underline', className)}
    >
      {name}
    </Link>
  );
}
