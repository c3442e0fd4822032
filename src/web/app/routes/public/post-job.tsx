import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

const REQUIREMENTS = [
  'An active Silver or Texas Gold plan',
  'A verified business profile',
  'A subscription in good standing',
];

export default function PostJobPage() {
  usePageTitle('Post a Job');
  return (
    <>
      <PageHeader
        eyebrow="For employers"
        title="Post a Job"
        subtitle="Reach local job seekers in Bryan / College Station."
      />
      <Container className="py-12">
        <Card className="mx-auto max-w-2xl p-6 sm:p-8">
          <h2 className="text-xl font-semibold text-stone-900">What you need to post jobs</h2>
          <ul className="mt-5 flex flex-col gap-3">
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement} className="flex items-start gap-3 text-stone-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {requirement}
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-xl bg-gold-50 p-4 text-stone-700 ring-1 ring-gold-200">
            Silver and Texas Gold plans include{' '}
            <strong className="text-stone-900">unlimited job listings</strong>. Each posting is
            reviewed by our team before it goes live.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/business/login">Sign In / Claim My Business</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/contact">Contact Us</Link>
            </Button>
          </div>
        </Card>
      </Container>
    </>
  );
}
