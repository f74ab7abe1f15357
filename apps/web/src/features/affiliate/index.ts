/** What other features may use of the affiliate feature. */
export { FriendCodeStatus } from './components/FriendCodeStatus.tsx';
export { useFriendCodeDialogOpen } from './friend-code-store.ts';
