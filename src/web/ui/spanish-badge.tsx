import { cn } from '../lib/cn';

/**
 * 'Se habla español' on a business, 'Bilingüe (inglés/español)' on a job (issue 28):
 * Spanish words, marked so, on a page in either language.
 */
export function SpanishBadge({
  kind,
  className,
}: {
  kind: 'spoken' | 'bilingual';
  className?: string;
}) {
  return (
    <span
      lang="es"
      className={cn(
        'inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200',
        className,
      )}
    >
      {kind === 'spoken' ? SPOKEN : BILINGUAL}
    </span>
  );
}

/** The filters' and badges' words. */
export const SPOKEN = 'Se habla español';
export const BILINGUAL = 'Bilingüe (inglés/español)';
