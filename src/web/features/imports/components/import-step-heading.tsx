import type { ReactNode, Ref } from 'react';

/** A step's heading (Import Preview, Import Results): the panel moves focus to it when the step appears. */
export function ImportStepHeading({
  id,
  headingRef,
  children,
}: {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h3
      id={id}
      ref={headingRef}
      tabIndex={-1}
      className="text-base font-semibold text-stone-900 outline-none"
    >
      {children}
    </h3>
  );
}
