// shared-contract writes v2 paths in full (/api/v2/...); apiV2 already carries that prefix.
export function toV2Path(path: string): string {
  return path.replace(/^\/api\/v2\//, '');
}
