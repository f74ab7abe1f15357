-- Support messages' i18n namespace is now `messages` (issue 27): notices already kept name the new key.
UPDATE "notifications" SET "message_key" = 'messages.notifications.answered' WHERE "message_key" = 'support.notifications.answered';
