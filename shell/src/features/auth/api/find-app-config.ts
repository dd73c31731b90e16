import { api } from 'shared-auth';

export type AppConfig = { maintenance_mode: boolean; product_name: string };

// Not in shared-contract's API table yet; the path is fixed by the team brief.
const APP_CONFIG_PATH = 'app/config';

export async function findAppConfig(): Promise<AppConfig> {
  const { data } = await api.get(APP_CONFIG_PATH).json<{ data: AppConfig }>();
  return data;
}
