import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { authEndpoints, type AppConfig } from 'shared-contract';

export type { AppConfig };

/** The SWR key of the configuration: the endpoint's path. */
export const APP_CONFIG_PATH = authEndpoints.findAppConfig.path;

export async function findAppConfig(): Promise<AppConfig> {
  const { data } = await callEndpoint(authEndpoints.findAppConfig);
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
