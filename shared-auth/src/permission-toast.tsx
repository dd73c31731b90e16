// The permission and plan toasts of 000 section 6: on a sub plan a warning titled by the
// update-plan text with 'Upgrade now' (→ SettingAccountDetails); on a general plan an info toast
// with the denial text that asks to request the permission ('Contact admin').
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from 'shared-ui';
import { ERROR_MESSAGES, ROUTES, UI_TEXT } from 'shared-contract';
import { useCurrentUser } from './session';

export function usePermissionToast() {
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const companyId = user?.company?.id;
  const isSubPlan = user?.company?.plan === 'sub';

  const showUpgradePlan = useCallback(
    () =>
      toast.notify({
        severity: 'warning',
        title: UI_TEXT.updatePlanTitle,
        message: UI_TEXT.updatePlanBody,
        action: { label: UI_TEXT.upgradeNow, onClick: () => navigate(ROUTES.settingsAccountDetails) },
      }),
    [toast, navigate],
  );

  const showPermissionDenied = useCallback(() => {
    if (isSubPlan) return showUpgradePlan();
    return toast.notify({
      severity: 'info',
      title: UI_TEXT.requestPermission,
      message: ERROR_MESSAGES.noPermissionAction,
      action: companyId ? { label: UI_TEXT.contactAdmin, onClick: () => navigate(ROUTES.companyInfo(companyId)) } : undefined,
    });
  }, [isSubPlan, showUpgradePlan, toast, navigate, companyId]);

  return useMemo(
    () => ({ showPermissionDenied, showUpgradePlan, showSubPlanWarning: showUpgradePlan }),
    [showPermissionDenied, showUpgradePlan],
  );
}
