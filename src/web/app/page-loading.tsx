import { t } from '../lib/common-i18n';
import { LoadingState } from '../ui/spinner';

/**
 * Shown in the content area while the first page's code downloads. It fills the screen
 * so the footer starts below the fold: a footer drawn in view and then pushed down by
 * the page was the largest layout shift of every long page on a phone.
 */
export function PageLoading() {
  return (
    <LoadingState label={t('common.pageLoading')} className="min-h-dvh flex-1 items-start py-24" />
  );
}
