// API paths used by both sides. Paths without a leading slash are relative to /api/v1/.
export const API = {
  devMailbox: '/api/dev/mailbox',
} as const;
