import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { t } from '../../lib/common-i18n';
import { publicConfig } from '../../lib/public-config';

export function Logo({
  className,
  tone = 'dark',
}: {
  className?: string;
  tone?: 'dark' | 'light';
}) {
  return (
    <Link
      to="/"
      aria-label={t('common.logo.home', { siteName: publicConfig.siteName })}
      className={cn('group inline-flex items-center gap-2.5 rounded-lg', className)}
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-xl bg-brand-800 text-gold-300 shadow-sm ring-1 ring-brand-900/20 transition-transform group-hover:-rotate-3"
      >
        <Store className="size-5" />
      </span>
      <span
        translate="no"
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-stone-900' : 'text-white',
        )}
      >
        BCS <span className={tone === 'dark' ? 'text-brand-700' : 'text-gold-300'}>Local</span>
      </span>
    </Link>
  );
}
