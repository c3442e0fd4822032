import { ShieldCheck } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';

export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  return (
    <Container className="flex flex-1 items-start justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-stone-900 text-white">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">Admin Login</h1>
          <p className="mt-2 text-sm text-stone-600">For BCS Local administrators only.</p>
        </div>
        <p className="mt-8 rounded-xl bg-stone-50 p-4 text-center text-sm text-stone-600 ring-1 ring-stone-200">
          This section is being built.
        </p>
      </Card>
    </Container>
  );
}
