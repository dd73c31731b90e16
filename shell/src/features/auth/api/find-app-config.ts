import useSWR, { useSWRConfig } from 'swr';
import { api } from 'shared-auth';

export type AppConfig = { maintenance_mode: boolean; product_name: string };

// Not in shared-contract's API table yet; the path is fixed by the team brief. Also the SWR key.
export const APP_CONFIG_PATH = 'app/config';

export async function findAppConfig(): Promise<AppConfig> {
  const { data } = await api.get(APP_CONFIG_PATH).json<{ data: AppConfig }>();
  return data;
}

/** The configuration, cached for the whole app (the maintenance gate reads it on every screen). */
export function useAppConfig() {
  const { data, isLoading } = useSWR(APP_CONFIG_PATH, findAppConfig);
  return { config: data, isLoading };
}

/** Asks the API again and stores the answer where useAppConfig reads it. */
export function useRefreshAppConfig() {
  const { mutate } = useSWRConfig();
  return async (): Promise<AppConfig> => {
    const config = await findAppConfig();
    await mutate(APP_CONFIG_PATH, config, { revalidate: false });
    return config;
  };
}
