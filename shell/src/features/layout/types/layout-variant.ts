/** The company staff's layout, or the platform operator's (Companies only, no company tools). */
export type LayoutVariant = 'company' | 'operator';
