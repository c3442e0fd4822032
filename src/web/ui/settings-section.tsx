import type { ReactNode } from 'react';

/** A titled block of a dashboard page (the account and security settings). */
export function SettingsSection({
  id,
  title,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
