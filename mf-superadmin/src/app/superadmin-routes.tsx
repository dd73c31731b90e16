// The `./superadmin` expose: operator screens, mounted by the shell at /superadmin/*.
import { Navigate, Route, Routes } from 'react-router-dom';
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
        <Route path="*" element={<Navigate to="company" replace />} />
      </Routes>
    </LeaveCompanyContext>
  );
}
