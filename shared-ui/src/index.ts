// Public surface of the design system. Apps import from 'shared-ui' only.
export { theme } from './theme/theme';
export { AppThemeProvider } from './theme/app-theme-provider';

export { ToastProvider, useToast } from './toast/toast-provider';
export type { ToastApi, ReportProgress } from './toast/toast-provider';
export { GlobalToastArea, showGlobalToast, GLOBAL_TOAST_EVENT } from './toast/global-toast-area';
export type { ToastOptions, ToastSeverity, ToastAction } from './toast/toast-types';

export { ConfirmDialog, DEFAULT_CONFIRM_TEXT } from './confirm/confirm-dialog';
export type { ConfirmDialogProps, ConfirmOptions } from './confirm/confirm-dialog';
export { ConfirmProvider, useConfirm } from './confirm/confirm-provider';

export { PageHeader } from './layout/page-header';
export { EmptyState } from './layout/empty-state';
export { LoadingState } from './layout/loading-state';
export { NotFoundState } from './layout/not-found-state';
export { SectionLandingPage } from './layout/section-landing-page';

export { DataTable } from './data-table/data-table';
export type { DataTableColumn, DataTableProps, SortDirection, RowId } from './data-table/data-table';
export { Pagination, clampPage, countPages } from './data-table/pagination';
export type { PaginationProps } from './data-table/pagination';
export { columnVisibilityKey } from './data-table/column-visibility';

export { SearchBox } from './fields/search-box';
export { FormTextField } from './fields/form-text-field';
export type { FormTextFieldProps } from './fields/form-text-field';

export { formatDate, formatDateTime, formatPhone, toStorageDate } from './format/format';

export { SelectField } from './fields/select-field';
export type { SelectFieldProps, SelectOption } from './fields/select-field';
export { MultiSelectField, describeSelection } from './fields/multi-select-field';
export type { MultiSelectFieldProps } from './fields/multi-select-field';
export { DateField, DateRangeField, parseDateValue } from './fields/date-field';
export type { DateFieldProps, DateRangeFieldProps, DateRange, DateValue } from './fields/date-field';
export { NumbersOnlyInput, isBlockedKey } from './fields/numbers-only-input';
export type { NumbersOnlyInputProps } from './fields/numbers-only-input';
export { NumericRangeField, adjustRange } from './fields/numeric-range-field';
export type { NumericRange, NumericRangeFieldProps } from './fields/numeric-range-field';

export { FilterPanel, CLEAR_FILTER_EVENT, dispatchClearFilter } from './filter-panel/filter-panel';
export type { FilterPanelProps } from './filter-panel/filter-panel';
export { FilterBadges, MAX_VISIBLE_BADGES } from './filter-panel/filter-badges';
export {
  toFilterQuery,
  parseListQuery,
  applyListQuery,
  buildFilterBadges,
  isSameFilter,
  isEmptyFilterValue,
  emptyFilterValues,
  fieldNames,
} from './filter-panel/filter-query';
export type { ListQuery } from './filter-panel/filter-query';
export type { FilterFieldDef, FilterValues, FilterValue, FilterQuery, FilterBadge } from './filter-panel/filter-types';

export { UserAvatar, CompanyAvatar, getInitials, withCacheBust } from './avatars/avatars';
export type { UserAvatarProps, CompanyAvatarProps } from './avatars/avatars';
export { LogoUploader, clampLogoSize, LOGO_SIZE_MIN, LOGO_SIZE_MAX, LOGO_SIZE_DEFAULT } from './upload/logo-uploader';
export type { LogoUploaderProps } from './upload/logo-uploader';
export { cropToPng } from './upload/crop-image';
export { FileUpload, validateUpload } from './upload/file-upload';
export type { FileUploadProps } from './upload/file-upload';
export { saveBlob, fileNameOf } from './upload/save-file';
export { useListParams, initialListParams, toListSearchParams, toListUrlQuery, listTableProps } from './filter-panel/list-params';
export type { UrlQueryState } from './filter-panel/list-params';
export type { ListParams, ListParamsOptions, ListState } from './filter-panel/list-params';
// The list page skeleton: header, toolbar (search, filters), load error and the table bound to the list's URL state.
export { ListPage } from './list-page/list-page';
export type { ListPageProps } from './list-page/list-page';
export { useSchemaValidation } from './fields/use-schema-validation';
export type { FormProblem } from './fields/use-schema-validation';

// The `{{` merge field completion.
export { MergeFieldTextField, FormMergeFieldTextField } from './merge-fields/merge-field-text-field';
export type { MergeFieldTextFieldProps, FormMergeFieldTextFieldProps } from './merge-fields/merge-field-text-field';
export { findMergeFieldQuery, filterMergeFieldOptions, insertMergeField } from './merge-fields/merge-field-query';
export type { MergeFieldQuery } from './merge-fields/merge-field-query';

// The tax ID mask, and the state a page shows when its data did not load.
export { TaxIdInput, FormTaxIdField } from './tax-id/tax-id-field';
export type { TaxIdInputProps, FormTaxIdFieldProps } from './tax-id/tax-id-field';
export { LoadErrorState, statusOfError } from './layout/load-error-state';

// Breadcrumb names given by remote pages.
export {
  useBreadcrumbLabel,
  useBreadcrumbLabels,
  setBreadcrumbLabel,
  getBreadcrumbLabels,
  subscribeBreadcrumbLabels,
  normalizeBreadcrumbPath,
  useNotFoundBreadcrumb,
  isNotFoundShown,
} from './breadcrumbs/breadcrumb-labels';
export { RouterLinkProvider, useRouterLink } from './layout/router-link';
export type { BreadcrumbLabels } from './breadcrumbs/breadcrumb-labels';
export { isPinnedRight, ACTIONS_FIELD } from './data-table/data-table';
export { placeFilterPanel, FILTER_PANEL_MAX_WIDTH } from './filter-panel/filter-panel';
export type { FilterPanelPlacement } from './filter-panel/filter-panel';
export { ListToolbar } from './layout/list-toolbar';
export { FormDialogActions } from './confirm/form-dialog-actions';
export { FormSubmitButton, hasVisibleErrors } from './confirm/form-submit-button';
export type { FormSubmitButtonProps } from './confirm/form-submit-button';
export { DirtyRef, useConfirmDiscard } from './confirm/confirm-discard';

// Row actions: the Edit / Delete icon button of a list row.
export { RowActionButton } from './row-actions/row-action-button';
export type { RowActionButtonProps, RowAction } from './row-actions/row-action-button';

// The template body editor (Tiptap) and its read-only view: lazy, so Tiptap loads only where used.
export { TemplateEditor, TemplateDocumentView, TemplateEditorSkeleton } from './template-editor/template-editor-lazy';
export type { TemplateEditorProps, TemplateDocumentViewProps } from './template-editor/template-editor-types';

// The schedule fields of a task (due and assign dates, priority, reminders, recurrence) with the shared rules.
export {
  TaskScheduleFields,
  emptyTaskSchedule,
  validateTaskSchedule,
  scheduleErrorsFrom,
  describeTaskSchedule,
  hasReminders,
  hasRecurrence,
  TASK_SCHEDULE_FIELDS,
} from './task-fields/task-schedule-fields';
export type { TaskScheduleValue, TaskScheduleErrors, TaskScheduleField, TaskScheduleFieldsProps } from './task-fields/task-schedule-fields';
export { TaskMergeFieldsForm, checkTaskMergeValues, mergeFieldsToFill } from './task-fields/task-merge-fields-form';
export type { TaskMergeFieldsFormProps, TaskMergeValues } from './task-fields/task-merge-fields-form';
export { newTaskDraft, taskInputOf, validateTaskDraft, splitItemErrors, mergeValueErrorsOf, TEMPLATE_REQUIRED_TYPES } from './task-fields/task-draft';
export type { TaskDraft, TaskTarget } from './task-fields/task-draft';

// The task list table (task lists of /tasks, projects and companies).
export * from './task-table';
export { TaskDraftFields, TaskDraftSummary, chooseTemplate, templateOptions } from './task-fields/task-draft-fields';
export type { TaskDraftFieldsProps, TaskDraftSummaryProps, TaskTemplateChoice } from './task-fields/task-draft-fields';

// A PDF's pages drawn with pdf.js (loaded on first use), with an overlay per page; the signature field boxes placed over a page.
export { PdfPages, PDF_PAGES_MESSAGES } from './pdf-pages/pdf-pages';
export type { PdfPagesProps, PdfPageView } from './pdf-pages/pdf-pages';
export { PdfRendererProvider, pdfjsRenderer } from './pdf-pages/pdf-renderer';
export type { PdfRenderer, PdfDocumentHandle, PdfPageSize, PdfPageRendering } from './pdf-pages/pdf-renderer';
export { SignatureNodeLayer, clampNodeRect } from './signature-nodes/signature-node-layer';
export type { SignatureNodeBox, SignatureNodeLayerProps, NodeRect, NodeSizeLimits } from './signature-nodes/signature-node-layer';

// The e-signature pad (type or draw) of the signing screen.
export { SignaturePad, drawStrokes, SIGNATURE_PAD_INK, TYPED_SIGNATURE_FONT } from './signature-pad/signature-pad';
export type { SignaturePadProps, SignatureValue, SignatureMode } from './signature-pad/signature-pad';
