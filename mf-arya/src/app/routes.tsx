// The `./routes` expose: the assistant has no page in the shell (it lives in the header drawer);
// this minimal route table serves standalone development.
import { Route, Routes } from 'react-router-dom';
import { PageHeader, NotFoundState } from 'shared-ui';
import { AryaDrawer } from '../features/chat/components/arya-drawer';

export default function AryaRoutes() {
  return (
    <Routes>
      <Route index element={<PageHeader title="Arya" actions={<AryaDrawer />} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
