import { ArrowRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n';

/** The home page's card section: 'Featured Local Favorites' or 'Search Results'. */
export function DirectorySection({
  title,
  eyebrow,
  summary,
  headingRef,
  children,
}: {
  title: string;
  eyebrow?: ReactNode;
  summary?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="directory-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {eyebrow ? (
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold tracking-wide text-gold-700 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h2
            id="directory-heading"
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 scroll-mt-24 text-2xl font-bold tracking-tight text-stone-900 outline-none sm:text-3xl"
          >
            {title}
          </h2>
          {summary}
        </div>
        <Link
          to="/listings"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {t('search.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}
