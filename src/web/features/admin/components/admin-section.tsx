import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';

/** A titled card of the dashboard; the title names the region for screen readers. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `admin-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}
