// The scope chat's request rules (the spec's messages; 422 per field).
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages';
import { rules } from '../validation';
import { CHAT_MENTIONS_MAX, CHAT_MESSAGE_MAX } from './shapes';

/** A row id; a list or an object is not one (yup would read [1] as 1). */
const id = () => rules.id().transform((value: unknown, original: unknown) => (typeof original === 'object' && original !== null ? NaN : value));
const requiredId = () => id().required(M.required);
const content = () => rules.text().required(M.required).max(CHAT_MESSAGE_MAX, M.strMax(CHAT_MESSAGE_MAX));
/** The @mentioned members; each must be a member of the scope's chat (checked by the server). */
const markedUserIds = () => rules.ids(CHAT_MENTIONS_MAX).default([]);

export const chatDataQuery = yup.object({ scope_id: id(), project_id: id() });
export const chatHistoryQuery = yup.object({ scope_id: requiredId(), part: rules.page() });
export const createChatMessageSchema = yup.object({ scope_id: requiredId(), content: content(), marked_user_ids: markedUserIds() });
export const editChatMessageSchema = yup.object({ message_id: requiredId(), content: content(), marked_user_ids: markedUserIds() });
export const deleteChatMessageSchema = yup.object({ message_id: requiredId() });
export const markChatReadSchema = yup.object({ last_message_id: requiredId() });
