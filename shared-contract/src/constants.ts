// Business constants of both specification documents (section 9).
export const TOAST_AUTO_HIDE_MS = 5000;
export const GLOBAL_TOAST_AUTO_HIDE_MS = 10000;
export const DOWNLOAD_TOAST_REMOVE_MS = 5000;
export const TOAST_PLACEMENT = { vertical: 'top', horizontal: 'right' } as const; // top-end
export const SEARCH_DEBOUNCE_MS = 500;
export const SELECT_SEARCH_DEBOUNCE_MS = 500;
export const TOOLTIP_OPEN_DELAY_MS = 500;
export const GLOBAL_SEARCH_MIN_CHARS = 3;
export const UPLOAD_MAX_BYTES = 10_000_000;
export const UPLOAD_ERROR_SHOWN_MS = 3000;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const AUTH_EMAIL_MAX = 100;
export const OPERATOR_EMAIL_MAX = 255;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const CHART_SEGMENT_MIN_SHARE = 3.5;
export const DATE_DISPLAY_FORMAT = 'MM/DD/YYYY';
export const TIME_DISPLAY_FORMAT = 'HH:mm:ss';
export const DATE_STORAGE_FORMAT = 'YYYY-MM-DD';
export const SIDEBAR_BREAKPOINT_PX = 768;
export const WELCOME_MODAL_DELAY_MS = 1000;
export const ARYA_RELEASE_MODAL_DELAY_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const LOGO_OUTPUT_SIZE_PX = 512;
export const COMPANY_PAGE_LOGO_PX = 170;
export const TAX_ID_MASK = '##-#######';
export const TAX_ID_PATTERN = /^\d{2}-\d{7}$/;
export const SUBSIDIARY_FIELD_MAX = 255;
export const SUBSIDIARY_EXTENSIONS = ['xlsx', 'doc', 'docx', 'xls', 'pdf', 'jpeg', 'png', 'jpg'] as const;
export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const INVITATION_LINK_DAYS = 14;
export const VERIFICATION_CODE_LENGTH = 4;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const LOGIN_RATE_LIMIT = { max: 5, windowMs: 60_000 } as const;
export const SCROLL_TO_ERROR_OFFSET_PX = 250;
export const SEARCH_TYPES = ['users', 'tasks', 'companies', 'documents', 'projects', 'knowledge_base'] as const;
export const TASK_BOARD_DUE_IN = [
  { value: 'day', label: 'Today' },
  { value: 'week', label: 'One week' },
  { value: 'month', label: 'One month' },
  { value: '3_month', label: '3 months' },
  { value: 'year', label: '1 year' },
] as const;
export const DEMO_PASSWORD = 'Demo!2026';
export const EXTERNAL_LINKS = {
  gettingStarted: 'https://help.contract-hub.example/getting-started',
  support: 'https://help.contract-hub.example/support',
} as const;

/** socket.io events the API emits into `user-notification.{userId}` and the apps listen for. */
export const REALTIME_EVENTS = { notificationCreated: 'notification.created' } as const;

/** The largest id or count the database's integer columns hold. */
export const DB_INT_MAX = 2147483647;
