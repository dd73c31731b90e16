// The `./superadmin` expose: operator screens, mounted by the shell at /superadmin/*.
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundState } from 'shared-ui';
import { CompaniesListPage } from '../features/companies/components/companies-list-page';
import { CompanyDetailsPage } from '../features/company-details/components/company-details-page';
import { LeaveCompanyContext } from '../features/operator-session/components/leave-company-context';

export default function SuperadminRoutes() {
  return (
    <LeaveCompanyContext>
      <Routes>
        <Route index element={<Navigate to="company" replace />} />
        <Route path="company" element={<CompaniesListPage />} />
        <Route path="company/:id" element={<CompanyDetailsPage />} />
        {/* An unknown operator path is the one 404 page, as in every other area. */}
        <Route path="*" element={<NotFoundState />} />
      </Routes>
    </LeaveCompanyContext>
  );
}
