import type { ButtonSize } from './button';
import { ButtonLink } from './button-link';

/** A link to one of our pages, with its words. */
interface PageLink {
  to: string;
  label: string;
}

/** Two calls to action side by side: the main link, then an outline one ('Get listed', 'See plans'). */
export function LinkPair({
  main,
  other,
  size,
}: {
  main: PageLink;
  other: PageLink;
  size?: ButtonSize;
}) {
  return (
    <>
      <ButtonLink size={size} to={main.to}>
        {main.label}
      </ButtonLink>
      <ButtonLink size={size} variant="outline" to={other.to}>
        {other.label}
      </ButtonLink>
    </>
  );
}
