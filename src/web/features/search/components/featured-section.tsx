import { Sparkles, Store } from 'lucide-react';
import { type Ref, useDeferredValue, useEffect } from 'react';
import { useProgressiveCount } from '#web/lib/use-progressive-count.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { useHomeDirectory } from '../api/get-home-directory';
import { t } from '../i18n';
import { BusinessCard } from './business-card';
import { BusinessCardGrid, BusinessCardGridSkeleton } from './business-card-grid';
import { DirectorySection } from './directory-section';

/** 'Featured Local Favorites': up to 16 cards, gold first, until the visitor searches. */
export function FeaturedSection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const home = useHomeDirectory();
  // Drawn in a deferred render, which React splits into short slices (16 cards at once
  // kept a phone from answering input), and put on the page six cards at a time.
  const featured = useDeferredValue(home.data?.featured);
  const drawn = useProgressiveCount(featured?.length ?? 0);

  useEffect(() => {
    // Spec 000 section 8: a featured load failure leaves the list empty and logs the error.
    if (home.error) console.warn('Featured businesses could not be loaded', home.error);
  }, [home.error]);

  return (
    <DirectorySection
      title={t('search.featured.title')}
      headingRef={headingRef}
      eyebrow={
        <>
          <Sparkles aria-hidden="true" className="size-4" />
          {t('search.featured.eyebrow')}
        </>
      }
    >
      {home.isPending || (home.data && !featured) ? (
        <BusinessCardGridSkeleton label={t('search.featured.loading')} />
      ) : featured && featured.length > 0 ? (
        <BusinessCardGrid label={t('search.featured.list')}>
          {featured.slice(0, drawn).map((card) => (
            <li key={card.id}>
              <BusinessCard business={card} />
            </li>
          ))}
        </BusinessCardGrid>
      ) : (
        <StatusPanel
          dashed
          icon={<Store aria-hidden="true" />}
          titleAs="p"
          title={t('search.featured.emptyTitle')}
        >
          <p className="max-w-md text-sm text-stone-600">{t('search.featured.emptyText')}</p>
        </StatusPanel>
      )}
    </DirectorySection>
  );
}
