// A section's landing page until its screens are built: the section title and the empty state.
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

export function SectionLandingPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState />
    </>
  );
}
