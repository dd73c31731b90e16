// The company's feature switches; each flip is one toggle call, then the details reload.
import { useState } from 'react';
import { Switch, Typography } from '@mui/material';
import { ERROR_MESSAGES, type CompanyFeature } from 'shared-contract';
import { DataTable, useToast, type DataTableColumn } from 'shared-ui';
import { useUpdateCompanyFeature } from '../api/update-company-feature';

export function CompanyFeaturesTable({ companyId, features }: { companyId: string; features: CompanyFeature[] }) {
  const toast = useToast();
  const updateCompanyFeature = useUpdateCompanyFeature(companyId);
  const [pendingIds, setPendingIds] = useState<number[]>([]);

  const toggle = async (feature: CompanyFeature) => {
    setPendingIds((ids) => [...ids, feature.id]);
    try {
      await updateCompanyFeature(feature.id);
      toast.success(ERROR_MESSAGES.featureUpdated);
    } catch {
      toast.error(ERROR_MESSAGES.featureUpdateFailed);
    } finally {
      setPendingIds((ids) => ids.filter((id) => id !== feature.id));
    }
  };

  const columns: DataTableColumn<CompanyFeature>[] = [
    { field: 'feature_label', headerName: 'Feature' },
    {
      field: 'enabled',
      headerName: 'Enabled',
      width: 110,
      renderCell: (feature) => (
        <Switch
          checked={feature.enabled}
          disabled={pendingIds.includes(feature.id)}
          onChange={() => void toggle(feature)}
          slotProps={{ input: { 'aria-label': `${feature.feature_label} enabled` } }}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="company-features-title">
      <Typography id="company-features-title" variant="h3" component="h3" sx={{ mb: 1 }}>
        Features
      </Typography>
      <DataTable<CompanyFeature> aria-label="Features" columns={columns} rows={features} isResizable={false} />
    </section>
  );
}
