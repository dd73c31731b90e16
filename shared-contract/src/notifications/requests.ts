// What the notification endpoints take: the list's page, size and type, and the ids to mark as read.
import * as yup from 'yup';
import { DB_INT_MAX } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { rules } from '../validation';
import { NOTIFICATIONS_MAX_IDS, NOTIFICATIONS_MAX_PER_PAGE, NOTIFICATION_MESSAGES } from './notifications';

/** GET users/notifications: page, per_page (at most NOTIFICATIONS_MAX_PER_PAGE, else 422) and an optional type. */
export const notificationListQuerySchema = yup.object({
  page: rules.page(),
  per_page: rules.perPage(NOTIFICATIONS_MAX_PER_PAGE),
  type: rules.text(NOTIFICATION_MESSAGES.invalidType).max(64, M.strMax(64)).matches(/^[a-z0-9_.-]*$/, NOTIFICATION_MESSAGES.invalidType),
});
export type NotificationListQuery = yup.InferType<typeof notificationListQuerySchema>;

/** POST users/notifications/read: the ids shown, or all: true for every notification. */
export const markNotificationsReadSchema = yup.object({
  ids: yup
    .array()
    .typeError(NOTIFICATION_MESSAGES.idsOrAll)
    .of(yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)).max(DB_INT_MAX, M.numMax(DB_INT_MAX)).required(M.number))
    .max(NOTIFICATIONS_MAX_IDS, `The ids field must not have more than ${NOTIFICATIONS_MAX_IDS} items.`)
    .when('all', {
      is: true,
      then: (s) => s.optional(),
      otherwise: (s) => s.required(NOTIFICATION_MESSAGES.idsOrAll).min(1, NOTIFICATION_MESSAGES.idsOrAll),
    }),
  all: yup.boolean().typeError('The all field must be true or false.'),
});
export type MarkNotificationsReadInput = yup.InferType<typeof markNotificationsReadSchema>;
