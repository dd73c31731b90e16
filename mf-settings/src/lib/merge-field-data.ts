// The merge fields the template editors offer and check against, read by e-mail templates and
// document naming alike (one SWR entry each): every field the company may use, for the `{{`
// completion (settings/shortcode/company-list), and the company's own fields with their defaults.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { mergeFieldEndpoints } from 'shared-contract';

const { listMergeFieldOptions, listCompanyMergeFields } = mergeFieldEndpoints;

export function useMergeFieldOptions() {
  return useSWR(listMergeFieldOptions.path, async () => (await callEndpoint(listMergeFieldOptions)).data);
}

export function useCompanyMergeFields() {
  return useSWR(listCompanyMergeFields.path, async () => (await callEndpoint(listCompanyMergeFields)).data);
}
