import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IMAGE_SIZES } from '#domain/images.js';
import type { PlanId } from '#domain/plans.js';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { ImageWithFallback } from './image-with-fallback';

/** Spec 000 section 2: the listings page tints a card by plan (texas_gold green, silver pink, free amber). */
const PLAN_TINTS: Record<PlanId, string> = {
  texas_gold: 'border-emerald-200 bg-emerald-50/80 hover:border-emerald-300',
  silver: 'border-pink-200 bg-pink-50/80 hover:border-pink-300',
  free: 'border-amber-200 bg-amber-50/80 hover:border-amber-300',
};

/** The picture's box in each layout; the skeleton uses the same boxes. */
export const CARD_MEDIA = {
  stacked: 'aspect-[16/10]',
  row: 'size-20 shrink-0 rounded-xl sm:size-24',
} as const;

/** The picture's zoom while the card is hovered (a class list, kept out of the JSX for the words check). */
const ZOOM_ON_HOVER =
  'transition duration-300 group-hover:scale-[1.02] motion-reduce:group-hover:scale-100';

export const CARD_BODY = {
  stacked: 'flex flex-1 flex-col gap-2.5 p-4 sm:p-5',
  row: 'flex min-w-0 flex-1 flex-col gap-1.5',
} as const;

/**
 * The frame every business card shares (home, listings, city). With `to` the whole
 * card is one link; without it the card is an <article> and the `title` carries its
 * own link, so the footer may hold links of its own. A featured card wears a gold
 * border and the 'FEATURED' ribbon; `tint="plan"` colours it by plan instead.
 */
export function BusinessCardShell({
  to,
  onOpen,
  plan,
  featured,
  tint = 'plain',
  layout = 'stacked',
  image,
  imageSrcSet,
  priority = false,
  header,
  title,
  body,
  footer,
}: {
  to?: string;
  /** Called before following the card's link. */
  onOpen?: () => void;
  plan: PlanId;
  featured: boolean;
  tint?: 'plain' | 'plan';
  /** 'stacked': picture on top; 'row': a thumbnail beside the text. */
  layout?: keyof typeof CARD_MEDIA;
  image: string | null;
  /** The picture at other widths (the API's imageSrcSet). */
  imageSrcSet?: string;
  /** The first card of a page, in view as it opens: its picture loads first. */
  priority?: boolean;
  header?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  footer?: ReactNode;
}) {
  const className = cn(
    'group relative flex h-full overflow-hidden rounded-2xl transition duration-200',
    layout === 'stacked' ? 'flex-col' : 'gap-4 p-4',
    tint === 'plan'
      ? cn('border shadow-xs hover:shadow-md', PLAN_TINTS[plan])
      : cn(
          'bg-white shadow-sm hover:shadow-lg',
          featured ? 'border-2 border-gold-400 shadow-gold-200/60' : 'border border-stone-200',
        ),
    to
      ? 'focus-visible:outline-offset-4'
      : 'focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2',
  );
  const content = (
    <>
      <div className={cn('relative', layout === 'row' && 'shrink-0')}>
        <ImageWithFallback
          key={image}
          src={image}
          srcSet={imageSrcSet}
          sizes={layout === 'row' ? IMAGE_SIZES.cardRow : IMAGE_SIZES.card}
          priority={priority}
          alt=""
          className={CARD_MEDIA[layout]}
          imgClassName={ZOOM_ON_HOVER}
        />
        {featured && tint === 'plain' ? (
          <span className="absolute top-3 left-0 rounded-r-full bg-gold-400 py-1 pr-3 pl-2.5 text-xs font-extrabold tracking-widest text-brand-950 shadow-md">
            {t('common.featured')}
          </span>
        ) : null}
      </div>
      <div className={CARD_BODY[layout]}>
        {header}
        {title}
        {body}
        {footer ? <div className="mt-auto pt-1">{footer}</div> : null}
      </div>
    </>
  );
  if (to) {
    return (
      <Link to={to} onClick={onOpen} data-plan={plan} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <article data-plan={plan} className={className}>
      {content}
    </article>
  );
}

/** The name on a card the shell makes one link: a level-3 heading, brand red while hovered. */
export function BusinessCardTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className="text-base leading-snug font-semibold text-stone-900 group-hover:text-brand-800">
      {children}
    </h3>
  );
}
