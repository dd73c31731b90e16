// The merge fields a template may use (DOMAIN.md 6): the `{{` completion list of the company
// (settings/shortcode/company-list, the one SWR entry every editor shares) narrowed to the fields a
// template may use, and their names for the client-side check ('Invalid merge field: {msg}.').
import { useMemo } from 'react';
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { findKnownMergeFieldNames, mergeFieldEndpoints, type MergeFieldOption } from 'shared-contract';

const { listMergeFieldOptions } = mergeFieldEndpoints;

export function useTemplateMergeFields() {
  const result = useSWR(listMergeFieldOptions.path, async () => (await callEndpoint(listMergeFieldOptions)).data);
  const known = useMemo(
    () => (result.data ? findKnownMergeFieldNames('template', result.data.filter((option) => !option.is_system).map((option) => option.name)) : null),
    [result.data],
  );
  const options = useMemo<MergeFieldOption[] | null>(() => (result.data && known ? result.data.filter((option) => known.includes(option.name)) : null), [result.data, known]);
  return { options, known, error: result.error as unknown, isLoading: result.isLoading, mutate: result.mutate };
}
