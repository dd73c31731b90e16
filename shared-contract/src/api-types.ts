// Request and response shapes shared by the API and its clients.
export type DataResponse<T> = { data: T };
export type PagedResponse<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };
export type ValidationErrorResponse = { message: string; errors: Record<string, string[]> };
/**
 * Why the API refused, beside the message, so a client can react without parsing text: the plan, a
 * missing right, a blocked or closed company, no company (tenant), an expired link, maintenance, an
 * unverified e-mail, the database away, or a company feature (e.g. chat) switched off.
 */
export const ERROR_REASONS = ['plan', 'permission', 'blocked', 'closed', 'tenant', 'expired', 'maintenance', 'unverified', 'unavailable', 'feature'] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];
export const isErrorReason = (value: unknown): value is ErrorReason => (ERROR_REASONS as readonly unknown[]).includes(value);
export type ErrorResponse = { message: string; reason?: ErrorReason };
export type SortDirection = 'asc' | 'desc';
export type ListQuery = { page?: number; per_page?: number; search?: string; sort_field?: string; sort_direction?: SortDirection };

export type MailboxMessage = { id: number; to: string; from: string; reply_to: string | null; subject: string; text: string; html: string; created_at: string };
