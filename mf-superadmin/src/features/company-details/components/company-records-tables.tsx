// Sections 2, 3 and 5 of the details page: certifications, licences and office locations (read-only).
import type { Certification, License, Office } from 'shared-contract';
import { DataTable, formatDate, type DataTableColumn } from 'shared-ui';

const CERTIFICATION_COLUMNS: DataTableColumn<Certification>[] = [
  { field: 'name', headerName: 'Certifications' },
  { field: 'type', headerName: 'Type' },
  { field: 'number', headerName: 'Cert. #' },
  { field: 'exp_date', headerName: 'Expirations', renderCell: (row) => formatDate(row.exp_date) },
  { field: 'agency', headerName: 'Agency' },
  { field: 'note', headerName: 'Note' },
];

const LICENSE_COLUMNS: DataTableColumn<License>[] = [
  { field: 'office', headerName: 'Office' },
  { field: 'state', headerName: 'State' },
  { field: 'number', headerName: 'License Number' },
  { field: 'type', headerName: 'License Class/Type' },
  { field: 'exp_date', headerName: 'Expiration Date', renderCell: (row) => formatDate(row.exp_date) },
  { field: 'note', headerName: 'Notes' },
];

const OFFICE_COLUMNS: DataTableColumn<Office>[] = [
  { field: 'name', headerName: 'Office or Subsidiary Name' },
  { field: 'address', headerName: 'Street Address' },
  { field: 'city', headerName: 'City' },
  { field: 'state', headerName: 'State' },
  { field: 'zip_code', headerName: 'Zip' },
  { field: 'country', headerName: 'Country' },
  { field: 'phone', headerName: 'Phone' },
  { field: 'fax', headerName: 'Fax' },
  { field: 'is_headquarters', headerName: 'Headquarters', renderCell: (row) => (row.is_headquarters ? 'Yes' : 'No') },
];

export function CertificationsTable({ rows }: { rows: Certification[] }) {
  return <DataTable<Certification> aria-label="Certifications" columns={CERTIFICATION_COLUMNS} rows={rows} isResizable={false} />;
}

export function LicensesTable({ rows }: { rows: License[] }) {
  return <DataTable<License> aria-label="Licence" columns={LICENSE_COLUMNS} rows={rows} isResizable={false} />;
}

export function OfficesTable({ rows }: { rows: Office[] }) {
  return <DataTable<Office> aria-label="Office and Subsidiary Locations" columns={OFFICE_COLUMNS} rows={rows} isResizable={false} />;
}
