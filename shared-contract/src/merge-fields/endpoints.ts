// Every Settings > Merge Fields endpoint (settings/shortcode/*), one contract each.
export * from './list-merge-fields';
export * from './export-merge-fields';
export * from './save-merge-field';
export * from './delete-merge-field';
