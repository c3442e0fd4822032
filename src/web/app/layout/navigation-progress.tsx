import { useNavigation } from 'react-router';
import { t } from '../../lib/common-i18n';

/** A thin bar under the header while the next page's code loads, announced to screen readers. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {loading ? t('common.pageLoading') : ''}
      </div>
      {loading ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
        >
          <div className="h-full w-1/3 animate-progress bg-brand-700" />
        </div>
      ) : null}
    </>
  );
}
