// /quick-access: the documents a company pins for fast access. Pinning arrives with the company
// documents screens; until then the page says plainly that nothing is pinned.
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import { EmptyState, PageHeader } from 'shared-ui';

export function QuickAccessPage() {
  return (
    <>
      <PageHeader title="Quick Access" subtitle="Documents your company keeps close at hand." />
      <EmptyState
        icon={<BoltOutlined fontSize="inherit" />}
        title="Nothing in Quick Access yet"
        description="Documents added to Quick Access from a company's documents appear here."
      />
    </>
  );
}
