import type { ReactNode } from 'react';
import { Card } from './card';
import { Container } from './container';
import { PageHeader } from './page-header';
import { Prose } from './prose';

/** A long-form page (terms, privacy): the page header, then the text on one card. */
export function DocumentPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Container className="py-10 sm:py-12">
        <Card className="p-6 sm:p-10">
          <Prose>{children}</Prose>
        </Card>
      </Container>
    </>
  );
}
