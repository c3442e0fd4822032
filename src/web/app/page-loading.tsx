import { LoadingState } from '../ui/spinner';

/** Shown in the content area while the first page's code downloads. */
export function PageLoading() {
  return <LoadingState label="Loading page…" className="flex-1 py-24" />;
}
