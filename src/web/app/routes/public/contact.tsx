import { Mail } from 'lucide-react';
import { publicConfig } from '../../../lib/public-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { PlaceholderPanel } from '../../../ui/placeholder-panel';

export default function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <>
      <PageHeader
        title="Contact Us"
        subtitle="Questions about a listing, a job posting or partnering with us? Send us a message."
      />
      <Container className="grid gap-6 py-12 lg:grid-cols-3">
        <PlaceholderPanel title="Send a message" className="lg:col-span-2">
          The contact form is being built. In the meantime, e-mail us directly.
        </PlaceholderPanel>
        <Card className="flex flex-col gap-3 p-6">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Mail aria-hidden="true" className="size-5" />
          </span>
          <h2 className="text-lg font-semibold text-stone-900">E-mail us</h2>
          <p className="text-sm text-stone-600">We usually reply within one business day.</p>
          <a
            href={`mailto:${publicConfig.contactEmail}`}
            className="rounded font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
          >
            {publicConfig.contactEmail}
          </a>
        </Card>
      </Container>
    </>
  );
}
