import { HandHeart, TrendingUp, Users } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

const FACTS = [
  {
    icon: HandHeart,
    figure: '68%',
    text: 'of each dollar spent at a local business stays in the community.',
  },
  {
    icon: Users,
    figure: '1.5×',
    text: 'Small businesses create about 1.5 times more jobs per $100 of spending.',
  },
  {
    icon: TrendingUp,
    figure: 'Local',
    text: 'Every purchase helps a neighbor keep their doors open and their team employed.',
  },
];

export default function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <PageHeader
        eyebrow="Our story"
        title="About BCS Local"
        subtitle="Boosting local small businesses across Bryan and College Station, Texas."
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-5">
        <div className="flex flex-col gap-5 text-base leading-relaxed text-stone-700 lg:col-span-3">
          <p>
            BCS Local is a directory built for the Brazos Valley. We bring together the restaurants,
            salons, trades, gyms and service providers that give Bryan and College Station their
            character, so neighbors, students and visitors can find them in one place.
          </p>
          <p>
            Shopping locally matters. About{' '}
            <strong className="text-stone-900">68% of each dollar</strong> spent at a local business
            stays in the community, paying local wages and supporting local causes. Small businesses
            also create about{' '}
            <strong className="text-stone-900">1.5 times more jobs per $100</strong> of spending
            than large chains.
          </p>
          <p>
            Alongside the directory we run a local job board, share upcoming events and send a
            weekly newsletter about what is happening around town. Business owners can claim their
            listing, keep their details current and reach more customers.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild>
              <Link to="/listings">Browse businesses</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </div>
        <ul className="flex flex-col gap-4 lg:col-span-2">
          {FACTS.map((fact) => (
            <li key={fact.figure}>
              <Card className="flex items-start gap-4 p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <fact.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="text-2xl font-extrabold text-brand-800">{fact.figure}</p>
                  <p className="mt-1 text-sm text-stone-600">{fact.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
