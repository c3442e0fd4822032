import { Card } from '#web/ui/card.js';

const STEPS = [
  'Sign in to the business portal, or claim your business if it is not yours yet.',
  'Choose the Silver or Texas Gold plan on the pricing page.',
  'Write your posting in the portal. Our team reviews it, then it appears on the job board.',
];

/** The three steps from signing in to a live posting. */
export function PostJobSteps() {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-stone-900">How it works</h2>
      <ol className="mt-5 flex flex-col gap-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-1 text-stone-700">{step}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
