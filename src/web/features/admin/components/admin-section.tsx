import type { ReactNode } from 'react';
import { SectionCard } from '#web/ui/section-card.js';

/** A titled card of the dashboard; the title names the region for screen readers. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard id={`admin-${title.toLowerCase().replace(/\W+/g, '-')}`} title={title}>
      <div className="mt-4">{children}</div>
    </SectionCard>
  );
}
