// The `./routes` expose: the shell mounts it at /settings/* (paths below are relative to it).
import { Route, Routes } from 'react-router-dom';
import { NotFoundState, SectionLandingPage } from 'shared-ui';

const SETTINGS_TITLE = 'Settings';

export default function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<SectionLandingPage title={SETTINGS_TITLE} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
