import {
  CONVERSATION_STATUSES,
  type ConversationAssignmentFilter,
  type ConversationStatus,
  MESSAGE_CATEGORIES,
  type MessageCategory,
} from '@adportal/contracts';
import { listFilterFrom, listParamsFrom } from '../message-folders.ts';
import type { OpsConversationsFilter } from './api/list-ops-conversations.ts';

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The queue's filter as kept in the address (?status=&category=&assigned=&q=&page=&size=). */
export function queueFilterFrom(params: URLSearchParams): OpsConversationsFilter {
  const assigned = params.get('assigned');
  return {
    ...listFilterFrom(params),
    status: oneOf<ConversationStatus>(CONVERSATION_STATUSES, params.get('status')),
    category: oneOf<MessageCategory>(MESSAGE_CATEGORIES, params.get('category')),
    assigned:
      assigned === 'me' || assigned === 'unassigned' ? assigned : ('anyone' as ConversationAssignmentFilter),
  };
}

export function queueParamsFrom(filter: OpsConversationsFilter): URLSearchParams {
  const params = listParamsFrom(filter);
  if (filter.status) params.set('status', filter.status);
  if (filter.category) params.set('category', filter.category);
  if (filter.assigned !== 'anyone') params.set('assigned', filter.assigned);
  return params;
}
