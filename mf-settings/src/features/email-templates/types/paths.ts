// The e-mail template pages under Settings > Email Templates.
import { SETTINGS_PATHS } from 'shared-contract';

export const emailTemplatePaths = {
  list: SETTINGS_PATHS.emailTemplates,
  create: `${SETTINGS_PATHS.emailTemplates}/create`,
  show: (id: number | string) => `${SETTINGS_PATHS.emailTemplates}/${id}`,
  edit: (id: number | string) => `${SETTINGS_PATHS.emailTemplates}/${id}/edit`,
};
