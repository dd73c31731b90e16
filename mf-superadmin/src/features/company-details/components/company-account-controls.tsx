// The operator's controls over the account itself: its plan (General / Sub) and whether it is blocked.
import { useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { COMPANY_STATUSES, ERROR_MESSAGES, PLAN_LABELS, PLANS, type Plan, type SuperadminCompanyDetails } from 'shared-contract';
import { useConfirm, useToast } from 'shared-ui';
import { useUpdateCompanyPlan } from '../api/update-company-plan';
import { useCompanyStatusAction } from '../hooks/use-company-status-action';

export function CompanyAccountControls({ company }: { company: SuperadminCompanyDetails['company'] }) {
  const toast = useToast();
  const confirm = useConfirm();
  const updateCompanyPlan = useUpdateCompanyPlan(String(company.id));
  const status = useCompanyStatusAction(company);
  const [isSavingPlan, setIsSavingPlan] = useState(false);

  const changePlan = async (plan: Plan) => {
    if (plan === company.plan) return;
    const isConfirmed = await confirm({
      title: 'Change plan',
      message: `Move ${company.name} from the ${PLAN_LABELS[company.plan]} to the ${PLAN_LABELS[plan]}?`,
      confirmText: 'Change plan',
    });
    if (!isConfirmed) return;
    setIsSavingPlan(true);
    try {
      const message = await updateCompanyPlan(plan);
      toast.info(message ?? `${company.name} is now on the ${PLAN_LABELS[plan]}.`);
    } catch {
      toast.warning(ERROR_MESSAGES.genericWarning);
    } finally {
      setIsSavingPlan(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label="Plan"
        value={company.plan}
        disabled={isSavingPlan}
        onChange={(event) => void changePlan(event.target.value as Plan)}
        sx={{ minWidth: 180 }}
      >
        {PLANS.map((plan) => (
          <MenuItem key={plan} value={plan}>
            {PLAN_LABELS[plan]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Status
        </Typography>
        <Chip size="small" label={COMPANY_STATUSES[company.status]} color={company.status === 'active' ? 'success' : 'warning'} />
      </Box>
      <Button variant="outlined" color={status.isBlocked ? 'primary' : 'error'} onClick={() => void status.toggle()}>
        {status.isBlocked ? 'Unblock company' : 'Block company'}
      </Button>
    </Stack>
  );
}
